import { Alert } from '@chakra-ui/react';
import type { PollResult } from '@/api/contract.ts';
import { pollMessage } from '../model/poll-state.ts';

const STATUS = { paid: 'success', cancelled: 'warning' } as const;

/** The payment-status poll's message (e.g. 'Payment received...'), announced politely. */
export function PaymentStatusNote({ result }: { result: PollResult | undefined }) {
  const message = pollMessage(result);
  if (!result || !message) return null;
  const status = STATUS[result.payment_status as keyof typeof STATUS] ?? 'info';
  return (
    <Alert.Root status={status} role="status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
