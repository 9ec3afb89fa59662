import { AMOUNT_DECIMALS, roundTo } from '@/lib/money.ts';

/** Number helpers of the send flow: typed amounts and 2-decimal money arithmetic. */

/** Rounds half away from zero to 2 decimals without binary drift (1.005 -> 1.01). */
export function round2(value: number): number {
  return roundTo(value, AMOUNT_DECIMALS);
}

/**
 * An amount as the user typed it: digits with at most one decimal point (spaces and thousands
 * separators ignored). Null when empty or not a number.
 */
export function parseAmount(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** What an amount input keeps of a keystroke: digits and the first decimal point. */
export function amountInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}
