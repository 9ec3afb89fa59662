import { markPaymentStarted } from '../model/payment-started.ts';
import { browser } from './browser.ts';

/**
 * Leaves for the payment page of `reference` (its URL already checked against the configured
 * payment origins), noting it first so the way back polls until the payment settles.
 */
export function leaveForPaymentPage(url: string, reference: string): void {
  markPaymentStarted(reference);
  browser.assign(url);
}
