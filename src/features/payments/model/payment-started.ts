/**
 * A note, in session storage (personal: removed at logout), that the user was sent to the payment
 * page for a transaction: on the way back the transaction page keeps polling until the payment
 * settles, even once the transaction no longer awaits payment.
 */

/** How long after leaving for the payment page the way back still counts as "just paid". */
export const JUST_PAID_WINDOW_MS = 60 * 60 * 1000;

const keyOf = (reference: string) => `payment-started:${reference}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Records that the payment page was opened for `reference` now. */
export function markPaymentStarted(reference: string, now = Date.now(), store = storage()): void {
  try {
    store?.setItem(keyOf(reference), String(now));
  } catch {
    // Storage refused (private mode): the page then polls only while the transaction awaits payment.
  }
}

/** True when the payment page was opened for `reference` within the last hour. */
export function wasPaymentStarted(reference: string, now = Date.now(), store = storage()): boolean {
  try {
    const at = Number(store?.getItem(keyOf(reference)));
    return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at <= JUST_PAID_WINDOW_MS;
  } catch {
    return false;
  }
}

/** Forgets the note once the payment has settled. */
export function clearPaymentStarted(reference: string, store = storage()): void {
  try {
    store?.removeItem(keyOf(reference));
  } catch {
    // Nothing to forget.
  }
}
