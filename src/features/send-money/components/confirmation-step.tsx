import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { UiOptions, User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import type { PaymentRun } from '../hooks/use-payment-run.ts';
import {
  DECLARATION_NOT_AGREED,
  declarationSchema,
  declarationTexts,
  type DeclarationValues,
} from '../model/declaration.ts';
import { QUOTE_MISSING } from '../model/payment-messages.ts';
import { STEP_LABELS } from '../model/steps.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import { amountFormAtom, beneficiaryChoiceAtom, quoteAtom } from '../state.ts';
import { ConfirmationSummary } from './confirmation-summary.tsx';
import { DeclarationField } from './declaration-field.tsx';

export interface ConfirmationStepProps {
  user: User;
  options: UiOptions;
  /** The payment run (usePaymentRun), mounted by the page. */
  run: PaymentRun;
  onBack: () => void;
}

const resolver = yupResolver(declarationSchema);
const NOT_AGREED = [DECLARATION_NOT_AGREED];

/** The Confirmation step: the summary, the declaration, Back and Make Payment. */
export function ConfirmationStep({ user, options, run, onBack }: ConfirmationStepProps) {
  const online = useOnline();
  const form = useAtomValue(amountFormAtom);
  const quote = useAtomValue(quoteAtom);
  const choice = useAtomValue(beneficiaryChoiceAtom);
  const declaration = useForm<DeclarationValues>({ resolver, defaultValues: { declaration: false } });
  const [notAgreed, setNotAgreed] = useState(false);
  const clearNotAgreed = useCallback(() => setNotAgreed(false), []);
  const texts = declarationTexts(options.disclaimers?.transaction_confirmation, user.country);
  const { makePayment, underway, canPay } = run;

  const submit = declaration.handleSubmit(
    () => {
      setNotAgreed(false);
      if (online) makePayment();
    },
    () => setNotAgreed(true),
  );

  const ready = quote !== null && choice !== null;
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg" id="step-heading">
        {STEP_LABELS.confirmation}
      </Heading>
      {ready ? (
        <ConfirmationSummary user={user} options={options} form={form} quote={quote} choice={choice} />
      ) : (
        <Text>{QUOTE_MISSING}</Text>
      )}
      <FormProvider {...declaration}>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            {texts.disclaimer && <Text>{texts.disclaimer}</Text>}
            <DeclarationField label={texts.label} disabled={underway} onAgree={clearNotAgreed} />
            <ErrorBanner
              messages={notAgreed ? NOT_AGREED : []}
              onDismiss={clearNotAgreed}
              timeoutMs={SEND_ERROR_MS.declaration}
            />
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
              <Button variant="outline" onClick={onBack} disabled={underway}>
                Back
              </Button>
              <Button type="submit" size="lg" disabled={!online || !ready || !canPay}>
                {underway && <Spinner size="sm" aria-hidden="true" />}
                Make Payment
              </Button>
            </Stack>
            <OfflineNote action="make the payment" />
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
