import type { PollResult } from '@/api/contract.ts';
import { PAYMENT_NOT_INITIATED } from './payment-errors.ts';

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

/**
 * A poll failure that says the payment failed (doc 1 §4's call cycle: status FAIL with its message,
 * e.g. a payment cancelled on the payment page): not 'Payment Not Initiated.' (nothing started yet),
 * not an HTTP error or a lost connection (the poll asks again).
 */
export function isPaymentFailure(error: { kind: string; messages: readonly string[] } | undefined): boolean {
  return error?.kind === 'status' && !error.messages.includes(PAYMENT_NOT_INITIATED);
}

/** Polls between two reads of the transaction while the poll's message stays the same (30 s at 5 s). */
export const READ_TRANSACTION_EVERY = 6;

/**
 * Whether a poll answer that says nothing of the payment's state (the spec promises only its
 * message) calls for reading the transaction itself: when its message changed (the payment moved
 * on), else only every READ_TRANSACTION_EVERY answers, never on every poll.
 */
export function readsTransaction(
  previous: string | undefined,
  message: string | undefined,
  since: number,
): boolean {
  return message !== previous || since >= READ_TRANSACTION_EVERY;
}
