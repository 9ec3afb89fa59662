import type { Country, LimitPeriod, UiOptions } from '@/api/contract.ts';
import { formatMoney } from '@/lib/money.ts';
import { sourceCurrencyFor, type SourceCurrency } from './currency.ts';
import { capCurrency, capsFor, inCapCurrency, limitBracket } from './limits.ts';
import { checkMinimum } from './minimum.ts';
import { parseAmount, round2 } from './numbers.ts';
import { conversionRate } from './rates.ts';
import { PAYOUT_MULTIPLE, roundingNotice } from './rounding.ts';

/** The calculator before sign-in: what a visitor's amount gives in Zimbabwe, from the public options. */
export const CALCULATOR_TITLE = 'What your family receives';

/** Indicative only; the payout currency as the UI options name it. */
export const indicativeNote = (currency: string): string =>
  `Indicative only: the fees and the exact amounts are shown before you pay. Zimbabwe, paid in ${currency}.`;

const PERIOD_TEXT: Record<LimitPeriod, string> = {
  transaction: 'per transfer',
  day: 'a day',
  month: 'a month',
  quarter: 'a quarter',
  year: 'a year',
};

/** Above the cap of a new (lite) account in its country's bracket (spec §6: UK per day, SA per transfer). */
export const newAccountLimitNote = (cap: string, period: LimitPeriod): string =>
  `New accounts send up to ${cap} ${PERIOD_TEXT[period]}; verifying your identity raises the limit.`;

export interface IndicativeQuote {
  sourceCurrency: SourceCurrency;
  receivingCurrency: string;
  /** Units of the payout currency per unit of source; undefined when the options have no rate. */
  rate: number | undefined;
  /**
   * What the beneficiary can actually receive: the multiple of 10 (spec §9) the amount buys,
   * rounded down, never up; null until an amount is typed.
   */
  receive: number | null;
  /** What sending buys exactly that (before fees), to the cent above; null when nothing is received. */
  send: number | null;
  /** 'Payouts are made in multiples of 10, so your sending amount was adjusted: ...', or null. */
  adjustedNote: string | null;
  /** 'The minimum amount a user can receive is $20.00.', or null. */
  minimumError: string | null;
  /** The new account's cap in its bracket, when the amount is above it. */
  limitNote: string | null;
}

type Options = Pick<UiOptions, 'rates' | 'limits' | 'minimum_receiving_amounts' | 'receiving_currencies'>;

/**
 * What `sendText` (in the sender's currency, before fees) gives in Zimbabwe at the UI options'
 * rate, never more than a sender gets: payouts are in multiples of 10, so the receive amount is
 * the multiple the amount buys (rounded down) and the sending amount is adjusted to what buys it,
 * as the send flow rounds. The minimum receiving amount and a new account's cap in its country's
 * bracket are said. Indicative: no call is made; the server's quote decides.
 */
export function indicativeQuote(country: Country, sendText: string, options: Options): IndicativeQuote {
  const sourceCurrency = sourceCurrencyFor(country);
  const receivingCurrency = options.receiving_currencies[0]?.currency ?? 'USD';
  const rate = conversionRate(sourceCurrency, receivingCurrency, options.rates);
  const typed = parseAmount(sendText);
  const receive =
    typed !== null && typed > 0 && rate
      ? Math.floor(round2(typed * rate) / PAYOUT_MULTIPLE) * PAYOUT_MULTIPLE
      : null;
  const send = receive && rate ? Math.ceil(round2((receive / rate) * 100)) / 100 : null;
  const adjusted = send !== null && typed !== null && round2(send) !== round2(typed);
  const period = limitBracket(country, 'lite');
  const cap = capsFor(options.limits, country, 'lite')?.[period];
  const sent = send ?? typed;
  const above =
    sent !== null &&
    cap !== undefined &&
    cap > 0 &&
    inCapCurrency(country, sent, options.rates.GBP_TO_USD) > cap;
  return {
    sourceCurrency,
    receivingCurrency,
    rate,
    receive,
    send,
    adjustedNote:
      adjusted && receive !== null
        ? roundingNotice({ send, sourceCurrency, receive, destinationCurrency: receivingCurrency })
        : null,
    minimumError: checkMinimum(receive, receivingCurrency, options.minimum_receiving_amounts),
    limitNote: above ? newAccountLimitNote(formatMoney(cap, capCurrency(country)), period) : null,
  };
}
