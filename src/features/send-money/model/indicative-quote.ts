import type { Country, UiOptions } from '@/api/contract.ts';
import { formatMoney } from '@/lib/money.ts';
import { sourceCurrencyFor, type SourceCurrency } from './currency.ts';
import { capCurrency, capsFor, inCapCurrency } from './limits.ts';
import { checkMinimum } from './minimum.ts';
import { parseAmount } from './numbers.ts';
import { conversionRate } from './rates.ts';
import { roundPayout } from './rounding.ts';

/** The calculator before sign-in: what a visitor's amount gives in Zimbabwe, from the public options. */
export const CALCULATOR_TITLE = 'What your family receives';
export const INDICATIVE_NOTE =
  'Indicative only: the fees and the exact amounts are shown before you pay. Zimbabwe, paid in US dollars.';

/** Above the per-transfer cap of a new (lite) account. */
export const newAccountLimitNote = (cap: string): string =>
  `New accounts send up to ${cap} per transfer; verifying your identity raises the limit.`;

/** Zimbabwe's payouts are in US dollars (doc 1 'Zimbabwe amount form'). */
const RECEIVING_CURRENCY = 'USD';

export interface IndicativeQuote {
  sourceCurrency: SourceCurrency;
  receivingCurrency: string;
  /** Units of USD per unit of source; undefined when the options have no rate for the pair. */
  rate: number | undefined;
  /** What the beneficiary receives: a multiple of 10 (spec §9); null until an amount is typed. */
  receive: number | null;
  /** 'The minimum amount a user can receive is $20.00.', or null. */
  minimumError: string | null;
  /** The new account's per-transfer cap, when the amount is above it. */
  limitNote: string | null;
}

/**
 * What `sendText` (in the sender's currency, before fees) gives in Zimbabwe: at the UI options'
 * rate, rounded to a multiple of 10 as payouts are; the minimum receiving amount and a new
 * account's per-transfer cap said. Indicative: no call is made, the server's quote decides.
 */
export function indicativeQuote(
  country: Country,
  sendText: string,
  options: Pick<UiOptions, 'rates' | 'limits' | 'minimum_receiving_amounts'>,
): IndicativeQuote {
  const sourceCurrency = sourceCurrencyFor(country);
  const rate = conversionRate(sourceCurrency, RECEIVING_CURRENCY, options.rates);
  const send = parseAmount(sendText);
  const receive = send !== null && send > 0 && rate ? roundPayout(send * rate).amount : null;
  const cap = capsFor(options.limits, country, 'lite')?.transaction;
  const above =
    send !== null &&
    cap !== undefined &&
    cap > 0 &&
    inCapCurrency(country, send, options.rates.GBP_TO_USD) > cap;
  return {
    sourceCurrency,
    receivingCurrency: RECEIVING_CURRENCY,
    rate,
    receive,
    minimumError: checkMinimum(receive, RECEIVING_CURRENCY, options.minimum_receiving_amounts),
    limitNote: above ? newAccountLimitNote(formatMoney(cap, capCurrency(country))) : null,
  };
}
