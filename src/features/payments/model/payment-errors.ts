import { leadWith } from '@/lib/api-error.ts';

/**
 * Spec §8: the server's text when no payment was started for a transaction. Payment errors are
 * shown, except this one, which the transaction detail page hides.
 */
export const PAYMENT_NOT_INITIATED = 'Payment Not Initiated.';

/** Spec §8: shown when payment initiation fails without a usable answer (e.g. no payment_url). */
export const PAYMENT_INIT_FAILED = 'Payment initiation failed. Please try again.';

/** Spec §9: how long a payment-initiation error stays on screen. */
export const PAYMENT_INIT_ERROR_MS = 20_000;

/** The messages to show: blanks dropped, and 'Payment Not Initiated.' too where it is hidden. */
export function visiblePaymentErrors(
  messages: readonly string[],
  { hideNotInitiated }: { hideNotInitiated: boolean },
): string[] {
  return messages
    .map((message) => message.trim())
    .filter((message) => message !== '' && !(hideNotInitiated && message === PAYMENT_NOT_INITIATED));
}

/**
 * A failed Make Payment (spec §8): 'Payment initiation failed. Please try again.', then the
 * server's visible messages when there are any.
 */
export function paymentInitErrors(
  messages: readonly string[],
  options: { hideNotInitiated: boolean },
): string[] {
  return leadWith(PAYMENT_INIT_FAILED, visiblePaymentErrors(messages, options));
}

/** The kinds of failure the poll rides out silently (it asks again in a few seconds). */
const TRANSIENT = new Set(['network', 'timeout']);

/** What a failed poll shows: nothing for a lost connection (the poll retries), else the visible messages. */
export function pollErrorMessages(
  error: { kind: string; messages: readonly string[] } | undefined,
  options: { hideNotInitiated: boolean },
): string[] {
  if (!error || TRANSIENT.has(error.kind)) return [];
  return visiblePaymentErrors(error.messages, options);
}
