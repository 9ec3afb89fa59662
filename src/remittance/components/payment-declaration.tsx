import { useCallback, useState } from 'react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Country, UiOptions } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import {
  DECLARATION_NOT_AGREED,
  declarationSchema,
  declarationTexts,
  type DeclarationValues,
} from '../model/declaration.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import { DeclarationField } from './declaration-field.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';

export interface PaymentDeclarationProps {
  options: UiOptions;
  /** The sender's country: which declaration the UI options give. */
  country: Country;
  /** Paying: the declaration and Back are locked. */
  locked: boolean;
  /** Make Payment shows its spinner. */
  underway: boolean;
  /** Make Payment may be pressed (besides being online). */
  canPay: boolean;
  onBack: () => void;
  /** Called once the declaration is ticked and the app is online. */
  onPay: () => void;
}

const resolver = yupResolver(declarationSchema);
const NOT_AGREED = [DECLARATION_NOT_AGREED];

/**
 * The end of Confirmation in both send flows: the disclaimer, the declaration (its message when
 * Make Payment is pressed without it), Back and Make Payment, which waits for the network.
 */
export function PaymentDeclaration({
  options,
  country,
  locked,
  underway,
  canPay,
  onBack,
  onPay,
}: PaymentDeclarationProps) {
  const online = useOnline();
  const declaration = useForm<DeclarationValues>({ resolver, defaultValues: { declaration: false } });
  const [notAgreed, setNotAgreed] = useState(false);
  const clearNotAgreed = useCallback(() => setNotAgreed(false), []);
  const texts = declarationTexts(options.disclaimers?.transaction_confirmation, country);

  const submit = declaration.handleSubmit(
    () => {
      setNotAgreed(false);
      if (online) onPay();
    },
    () => setNotAgreed(true),
  );

  return (
    <FormProvider {...declaration}>
      <form noValidate onSubmit={asyncHandler(submit)}>
        <Stack gap="4">
          {texts.disclaimer && <Text>{texts.disclaimer}</Text>}
          <DeclarationField label={texts.label} disabled={locked} onAgree={clearNotAgreed} />
          <ErrorBanner
            messages={notAgreed ? NOT_AGREED : []}
            onDismiss={clearNotAgreed}
            timeoutMs={SEND_ERROR_MS.declaration}
          />
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
            <Button variant="outline" onClick={onBack} disabled={locked}>
              Back
            </Button>
            <Button type="submit" size="lg" disabled={!online || !canPay}>
              {underway && <Spinner size="sm" aria-hidden="true" />}
              Make Payment
            </Button>
          </Stack>
          <OfflineNote action="make the payment" />
        </Stack>
      </form>
    </FormProvider>
  );
}
