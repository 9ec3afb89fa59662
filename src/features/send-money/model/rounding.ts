import { round2 } from './numbers.ts';

/** Spec §9: payouts are made in multiples of 10 of the destination currency. */
export const PAYOUT_MULTIPLE = 10;

/** The nearest multiple of 10 (halves go up), of the amount taken to 2 decimals. */
export function roundToTen(value: number): number {
  return Math.round(round2(value) / PAYOUT_MULTIPLE) * PAYOUT_MULTIPLE;
}

export interface RoundedPayout {
  /** The receiving amount that will be paid out: a multiple of 10. */
  amount: number;
  /** True when this differs from what the entered amount gave, so the user must be told. */
  adjusted: boolean;
}

/** Rounds a receiving amount to the nearest 10 and says whether it changed. */
export function roundPayout(value: number): RoundedPayout {
  const amount = roundToTen(value);
  return { amount, adjusted: amount !== round2(value) };
}

/** Spec §5: the user is told the amount was adjusted to a payout in multiples of 10. */
export function roundingNotice(receiving: string): string {
  return `Payouts are made in multiples of 10, so the amount was adjusted: the beneficiary will receive ${receiving}.`;
}
