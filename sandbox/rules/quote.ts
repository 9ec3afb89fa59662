import { feesFor } from './fees.ts';
import { round2, roundRate, roundToTen } from './money.ts';

/**
 * Quotes: how much the beneficiary receives, what the sender pays and the charges, from a rate
 * table of units of destination currency per unit of source currency.
 */
export type RateTable = Record<string, Record<string, number>>;

export interface Quote {
  source_amount: number;
  source_currency: string;
  destination_amount: number;
  destination_currency: string;
  total_charges: number;
  tax: number;
  /** Units of destination for one unit of source. */
  exchange_rate: number;
  /** What the sender pays: source amount + charges + tax. */
  remitt_pay: number;
}

export type QuoteAmount =
  /** The amount the sender sends (before charges). */
  | { kind: 'source'; value: number }
  /** The amount the beneficiary receives. */
  | { kind: 'destination'; value: number };

export interface QuoteOptions {
  /** Payout in multiples of 10: a sent amount is adjusted so the payout is the nearest 10. */
  roundPayoutToTen?: boolean;
  promoCode?: string;
}

export function exchangeRate(rates: RateTable, source: string, destination: string): number | undefined {
  return rates[source]?.[destination];
}

/** A quote, or undefined when there is no rate or fee table for the pair. */
export function quote(
  rates: RateTable,
  source: string,
  destination: string,
  amount: QuoteAmount,
  options: QuoteOptions = {},
): Quote | undefined {
  const rate = exchangeRate(rates, source, destination);
  if (rate === undefined || rate <= 0) return undefined;

  let destinationAmount: number;
  let sourceAmount: number;
  if (amount.kind === 'destination') {
    destinationAmount = round2(amount.value);
    sourceAmount = round2(destinationAmount / rate);
  } else if (options.roundPayoutToTen) {
    destinationAmount = roundToTen(amount.value * rate);
    sourceAmount = round2(destinationAmount / rate);
  } else {
    sourceAmount = round2(amount.value);
    destinationAmount = round2(sourceAmount * rate);
  }

  const fees = feesFor(source, sourceAmount, options.promoCode);
  if (!fees) return undefined;
  return {
    source_amount: sourceAmount,
    source_currency: source,
    destination_amount: destinationAmount,
    destination_currency: destination,
    total_charges: fees.total_charges,
    tax: fees.tax,
    exchange_rate: rate,
    remitt_pay: round2(sourceAmount + fees.total_charges + fees.tax),
  };
}

/**
 * The `rate` the portal reports, a quirk the app's rate display depends on: destination per
 * source for a ZAR source (0.0526 for ZAR->USD), but source per destination for a GBP source
 * (GBP per USD: 1 / 1.25 = 0.8).
 */
export function reportedRate(q: Pick<Quote, 'source_currency' | 'exchange_rate'>): number {
  return q.source_currency === 'GBP' ? roundRate(1 / q.exchange_rate) : roundRate(q.exchange_rate);
}
