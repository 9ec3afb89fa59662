import type { PollResult } from '@/api/contract.ts';

/** True once the payment has settled: paid or cancelled, or the transaction no longer awaits payment. */
export function isPaymentSettled(
  result: Pick<PollResult, 'payment_status' | 'transaction_status'> | undefined,
): boolean {
  if (!result) return false;
  return (
    result.payment_status === 'paid' ||
    result.payment_status === 'cancelled' ||
    (typeof result.transaction_status === 'string' && result.transaction_status !== 'PENDING_CLEARANCE')
  );
}

/**
 * Whether the poll's answer says anything of the payment's state: the spec promises only its
 * `result.message`, so without either state the transaction itself must be asked.
 */
export function pollKnowsState(result: Pick<PollResult, 'payment_status' | 'transaction_status'>): boolean {
  return typeof result.payment_status === 'string' || typeof result.transaction_status === 'string';
}

/** The poll's message to show (the server's text), or undefined when it sent none. */
export function pollMessage(result: Pick<PollResult, 'message'> | undefined): string | undefined {
  const message = typeof result?.message === 'string' ? result.message.trim() : '';
  return message === '' ? undefined : message;
}
