import { toAmount } from '@/lib/money.ts';
import { INVALID_AMOUNT, amountAboveLimit } from './messages.ts';

/** Spec §9: the most a beneficiary may receive in one transfer, per currency; all others 5000. */
export const MAX_RECEIVING: Readonly<Record<string, number>> = {
  ZAR: 5000,
  USD: 300,
  NGN: 500000,
  MZN: 18000,
  BWP: 4000,
  KES: 40000,
  ZMW: 8000,
  MWK: 480000,
};
export const DEFAULT_MAX_RECEIVING = 5000;

/** The maximum to receive in a currency. */
export function maximumFor(currency: string): number {
  return MAX_RECEIVING[currency.trim().toUpperCase()] ?? DEFAULT_MAX_RECEIVING;
}

/** Made on first use: making an Intl formatter is slow on a phone, so not while the page loads. */
let limitFormat: Intl.NumberFormat | undefined;
const formatLimit = (limit: number) =>
  (limitFormat ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: true })).format(
    limit,
  );

/**
 * The amount to receive's message, or null: a number above 0 ('Please enter a valid amount'),
 * not above the currency's maximum ('Amount exceeds the limit of {currency} {limit}'; checked once
 * a currency is chosen).
 */
export function amountProblem(value: string, currency: string): string | null {
  const amount = /^\d*\.?\d*$/.test(value.trim()) ? toAmount(value.trim()) : undefined;
  if (amount === undefined || !(amount > 0)) return INVALID_AMOUNT;
  const code = currency.trim().toUpperCase();
  if (!code) return null;
  const limit = maximumFor(code);
  return amount > limit ? amountAboveLimit(code, formatLimit(limit)) : null;
}

/**
 * What the amount input keeps of what was typed or pasted: digits and one decimal point (the
 * first); everything else is dropped.
 */
export function filterAmountInput(text: string): string {
  let seenPoint = false;
  let kept = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') kept += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      kept += ch;
    }
  }
  return kept;
}
