import type { PollResult } from '@/api/contract.ts';

/** Spec (doc 1 'Other'): the success and failure screen of a payment. */
export const PAYMENT_SUCCEEDED = 'Oh Yeah!';
export const PAYMENT_FAILED = 'Oh Snap! We have failed to process the transaction...';
/** A transaction the sender is back from that was cancelled or deleted meanwhile: said as it is. */
export const TRANSACTION_CANCELLED = 'This transaction was cancelled, so it will not be paid out.';
export const TRANSACTION_DELETED = 'This transaction was deleted, so it will not be paid out.';

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'deleted';

/** Statuses a transaction reaches only once paid (spec §4: collection, compliance, collected). */
const PAID_STATUSES: ReadonlySet<string> = new Set(['SENT_FOR_PAY', 'HQ_OK', 'AGENT_OK', 'PROCESSED']);

/**
 * The outcome of a payment the sender is back from, once known: the poll's failure (`failed`: its
 * status FAIL, as the spec's call cycle says a failure), or its payment state where it gives one
 * (the spec promises only its message), else the transaction's own status: 'paid' only
 * for a status that means paid; a cancelled (ABORTED) or deleted (DELETED) one says so. Undefined
 * while unknown (still awaiting payment, not loaded, or a status the spec does not name).
 */
export function paymentOutcome(
  result: Pick<PollResult, 'payment_status'> | undefined,
  status: string | undefined,
  failed = false,
): PaymentOutcome | undefined {
  if (status === 'ABORTED') return 'cancelled';
  if (status === 'DELETED') return 'deleted';
  if (result?.payment_status === 'paid') return 'paid';
  // The poll's failure (the spec's way: status FAIL with its message) while it still awaits payment.
  if (failed || result?.payment_status === 'cancelled')
    return status !== undefined && PAID_STATUSES.has(status) ? 'paid' : 'failed';
  return status !== undefined && PAID_STATUSES.has(status) ? 'paid' : undefined;
}

/** The note's title for an outcome. */
export const OUTCOME_TITLES: Readonly<Record<PaymentOutcome, string>> = {
  paid: PAYMENT_SUCCEEDED,
  failed: PAYMENT_FAILED,
  cancelled: TRANSACTION_CANCELLED,
  deleted: TRANSACTION_DELETED,
};
