import type { PollResult } from '@/api/contract.ts';

/** Spec (doc 1 'Other'): the success and failure screen of a payment. */
export const PAYMENT_SUCCEEDED = 'Oh Yeah!';
export const PAYMENT_FAILED = 'Oh Snap! We have failed to process the transaction...';

export type PaymentOutcome = 'paid' | 'failed';

/**
 * The outcome of a payment the sender is back from, once known: the poll's payment state where it
 * gives one (the spec promises only its message), else the transaction's own status (paid once it
 * no longer awaits payment). Undefined while unknown.
 */
export function paymentOutcome(
  result: Pick<PollResult, 'payment_status'> | undefined,
  awaitingPayment: boolean | undefined,
): PaymentOutcome | undefined {
  if (result?.payment_status === 'paid') return 'paid';
  if (result?.payment_status === 'cancelled') return 'failed';
  if (awaitingPayment === false) return 'paid';
  return undefined;
}
