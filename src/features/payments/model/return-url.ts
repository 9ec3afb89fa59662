import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { href } from '@/config/paths.ts';
import { CARD_METHOD_NAME, paymentMethodName } from './payment-method.ts';

export interface ReturnUrlInput {
  /** The app's origin, e.g. 'https://portal.example.com' (window.location.origin). */
  origin: string;
  /** The transaction reference. */
  reference: string;
  /** The chosen payment method: its id, or the transaction's `payment_method` object. */
  paymentMethod: Transaction['payment_method'] | null | undefined;
  /** The UI options (their payment_methods per country name the methods). */
  options: Pick<UiOptions, 'payment_methods'> | undefined;
  /** The signed-in user's country. */
  country: Country | string | null | undefined;
}

/** True when the method is the one named 'Credit/Debit Card' for the user's country. */
export function isCardMethod(input: Omit<ReturnUrlInput, 'origin' | 'reference'>): boolean {
  const name = paymentMethodName(input.paymentMethod, input.options, input.country);
  return name?.trim().toLowerCase() === CARD_METHOD_NAME.toLowerCase();
}

/**
 * Where the payment page sends the browser back (spec §4 and §7 notes):
 * {origin}/transactions/{reference} when the chosen method is named 'Credit/Debit Card' for the
 * user's country in the UI options, else {origin}/checkout/{reference}.
 */
export function paymentReturnUrl(input: ReturnUrlInput): string {
  const origin = input.origin.replace(/\/+$/, '');
  const path = isCardMethod(input) ? href.transactionDetail(input.reference) : href.checkout(input.reference);
  return `${origin}${path}`;
}
