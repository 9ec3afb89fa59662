import { formatMoney } from '@/lib/money.ts';

/** Spec §9's currency minimum helper: USD, GBP, EUR 1; ZWL 5; ZAR 50; any other 1. */
const HELPER_MINIMUMS: Record<string, number> = { USD: 1, GBP: 1, EUR: 1, ZWL: 5, ZAR: 50 };

/** The helper's minimum for a currency. */
export function currencyMinimum(currency: string): number {
  return HELPER_MINIMUMS[currency] ?? 1;
}

/** The least a beneficiary may receive: the UI options' minimum_receiving_amounts, else the helper's. */
export function minimumReceiving(currency: string, fromOptions: Record<string, number> | undefined): number {
  return fromOptions?.[currency] ?? currencyMinimum(currency);
}

/** Spec §5: 'The minimum amount a user can receive is {currency}{amount}.' */
export function minimumMessage(currency: string, minimum: number): string {
  return `The minimum amount a user can receive is ${formatMoney(minimum, currency)}.`;
}

/** The minimum message when the receiving amount is below the currency's minimum, else null. */
export function checkMinimum(
  receive: number | null,
  currency: string,
  fromOptions: Record<string, number> | undefined,
): string | null {
  if (receive === null || !currency) return null;
  const minimum = minimumReceiving(currency, fromOptions);
  return receive < minimum ? minimumMessage(currency, minimum) : null;
}
