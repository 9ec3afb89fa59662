import { Alert } from '@chakra-ui/react';
import type { PollResult } from '@/api/contract.ts';
import { OUTCOME_TITLES, type PaymentOutcome } from '../model/payment-outcome.ts';
import { pollMessage } from '../model/poll-state.ts';

const STATUS = { paid: 'success', cancelled: 'warning' } as const;

export interface PaymentStatusNoteProps {
  result: PollResult | undefined;
  /** The outcome of a payment the sender is back from ('Oh Yeah!', 'Oh Snap! ...', cancelled, deleted), above the message. */
  outcome?: PaymentOutcome;
}

/** The payment-status poll's message (e.g. 'Payment received...'), announced politely. */
export function PaymentStatusNote({ result, outcome }: PaymentStatusNoteProps) {
  const message = pollMessage(result);
  if (!outcome && (!result || !message)) return null;
  const status = outcome
    ? outcome === 'paid'
      ? 'success'
      : 'error'
    : (STATUS[result?.payment_status as keyof typeof STATUS] ?? 'info');
  return (
    <Alert.Root status={status} role="status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Content>
        {outcome && <Alert.Title>{OUTCOME_TITLES[outcome]}</Alert.Title>}
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
