import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Stack, Text } from '@chakra-ui/react';
import type { UiOptions, User } from '@/api/contract.ts';
import { createdFor } from '@/features/payments';
import type { PaymentRun } from '../hooks/use-payment-run.ts';
import { usePaymentActions } from '../hooks/use-payment-actions.ts';
import { paymentInputs } from '../model/payment-inputs.ts';
import { QUOTE_MISSING } from '../model/payment-messages.ts';
import { STEP_LABELS } from '../model/steps.ts';
import { amountFormAtom, beneficiaryChoiceAtom, quoteAtom } from '../state.ts';
import { ConfirmationSummary } from './confirmation-summary.tsx';
import { PaymentDeclaration } from '@/remittance/components/payment-declaration.tsx';
import { StepHeading } from '@/components/step-heading.tsx';

export interface ConfirmationStepProps {
  user: User;
  options: UiOptions;
  /** The payment run as the page shows it (usePaymentRun). */
  run: PaymentRun;
  onBack: () => void;
}

/** The Confirmation step: the summary, the declaration, Back and Make Payment. */
export function ConfirmationStep({ user, options, run, onBack }: ConfirmationStepProps) {
  const form = useAtomValue(amountFormAtom);
  const quote = useAtomValue(quoteAtom);
  const choice = useAtomValue(beneficiaryChoiceAtom);
  const { underway, canPay } = run;
  const { prepare, makePayment, back } = usePaymentActions();
  // The checkout gets its id while the screen is shown (a duplicated tab copies it: it pays once).
  useEffect(() => prepare(), [prepare]);

  const ready = quote !== null && choice !== null;
  // The transaction made for what this screen shows (its own figures once created), never another's.
  const created = ready ? createdFor(run.checkout.state, paymentInputs({ form, quote, user, choice })) : null;
  return (
    <Stack gap="5">
      <StepHeading>{STEP_LABELS.confirmation}</StepHeading>
      {ready ? (
        <ConfirmationSummary
          user={user}
          options={options}
          form={form}
          quote={quote}
          choice={choice}
          created={created}
        />
      ) : (
        <Text>{QUOTE_MISSING}</Text>
      )}
      <PaymentDeclaration
        options={options}
        country={user.country}
        locked={underway}
        underway={underway}
        canPay={ready && canPay}
        onBack={() => {
          // A confirmed transaction cannot be changed: the sender is taken to it instead.
          if (!back()) onBack();
        }}
        onPay={makePayment}
      />
    </Stack>
  );
}
