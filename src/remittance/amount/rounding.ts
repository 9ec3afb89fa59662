import { formatMoney, toAmount } from '@/lib/money.ts';
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

/** What the rounding notice shows: what is sent (before charges) and what is received. */
export interface RoundingFigures {
  /** In the source currency; null when it cannot be known (no rate, no quote). */
  send: number | null;
  sourceCurrency: string;
  /** A multiple of 10, in the destination currency. */
  receive: number;
  destinationCurrency: string;
}

/** The amount step's rounding (see amount-check.ts): the estimate before a quote. */
export interface RoundingEstimate {
  adjusted: boolean;
  receive: number | null;
  sourceEstimate: number | null;
  sourceCurrency: string;
}

/**
 * The quote, once Calculate answered for the current values: the server's sending amount, and
 * the receiving amount it was asked for (the charges answer promises none).
 */
export interface RoundingQuote {
  charges: { source_amount: number; source_currency: string };
  receive: number | null;
}

/**
 * The figures of the rounding notice: the quote's (the server's) once there is one, else the
 * estimate; null when nothing was adjusted or the payout is not known yet.
 */
export function roundingFigures(
  estimate: RoundingEstimate,
  destinationCurrency: string,
  quote: RoundingQuote | null,
): RoundingFigures | null {
  if (!estimate.adjusted || estimate.receive === null || !destinationCurrency) return null;
  const quotedSend = quote ? toAmount(quote.charges.source_amount) : undefined;
  return {
    send: quotedSend ?? estimate.sourceEstimate,
    sourceCurrency: quote?.charges.source_currency || estimate.sourceCurrency,
    receive: quote?.receive ?? estimate.receive,
    destinationCurrency,
  };
}

/** Spec §5: the user is told the sending amount was adjusted, with what is sent and received. */
export function roundingNotice(figures: RoundingFigures): string {
  const sends =
    figures.send === null ? '' : `you send ${formatMoney(figures.send, figures.sourceCurrency)} and `;
  const receives = `the beneficiary receives ${formatMoney(figures.receive, figures.destinationCurrency)}`;
  return `Payouts are made in multiples of 10, so your sending amount was adjusted: ${sends}${receives}.`;
}
