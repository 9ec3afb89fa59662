import type { LimitsByPeriod, LimitsTable, UiOptions, User } from '@/api/contract.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';
import type { AmountFormValues } from './amount-form.ts';
import { sourceCurrencyFor, type SourceCurrency } from '@/remittance/amount/currency.ts';
import { capsFor, breachedPeriod, inCapCurrency, limitMessage } from '@/remittance/amount/limits.ts';
import { checkMinimum } from '@/remittance/amount/minimum.ts';
import { parseAmount, round2 } from '@/remittance/amount/numbers.ts';
import { conversionRate } from '@/remittance/amount/rates.ts';
import { roundPayout } from '@/remittance/amount/rounding.ts';
import { upgradeRequired } from '@/remittance/model/account-rules.ts';

export interface AmountCheckInput {
  values: Pick<AmountFormValues, 'amount_to_send' | 'amount_to_receive' | 'destination_currency'>;
  user: Pick<User, 'country' | 'kyc_status' | 'onboarded' | 'remitter_id'>;
  options: Pick<UiOptions, 'rates' | 'limits' | 'minimum_receiving_amounts'>;
  /** GET /remitter/limits: what was sent per period (and its copy of the caps); absent until loaded. */
  limits?: { amountsSent?: Partial<LimitsByPeriod>; limits?: LimitsTable };
}

/**
 * A receiving currency the options offer without a rate from the sender's currency: nothing can
 * be estimated or checked against the limits, so it is said before anything is asked of the server.
 */
export const noRateMessage = (source: string, destination: string): string =>
  `No exchange rate from ${source} to ${destination} is available. Please choose another receiving currency.`;

export interface AmountCheck {
  sourceCurrency: SourceCurrency;
  /** The receiving amount the quote asks for: rounded to 10; null when it cannot be known yet. */
  receive: number | null;
  /** The entered amount gave another payout, so it was adjusted to a multiple of 10. */
  adjusted: boolean;
  /** The estimated amount sent (before charges), in the source currency. */
  sourceEstimate: number | null;
  minimumError: string | null;
  limitError: string | null;
  /** The chosen receiving currency has no UI-options rate from the source currency. */
  rateError: string | null;
  upgradeRequired: boolean;
}

/** The receiving amount from whichever amount was entered, rounded to 10. */
function payout(input: AmountCheckInput, rate: number | undefined) {
  const receive = parseAmount(input.values.amount_to_receive);
  if (receive !== null && receive > 0) return roundPayout(receive);
  const send = parseAmount(input.values.amount_to_send);
  if (send !== null && send > 0 && rate) return roundPayout(send * rate);
  return null;
}

/**
 * The amount step's live rules (spec §5, §6, §9): the receiving amount rounded to a multiple of
 * 10, the currency minimum, the limit for every period (the amount in source terms, converted to
 * USD for the UK, plus what was already sent) and SA lite's upgrade.
 */
export function checkAmount(input: AmountCheckInput): AmountCheck {
  const { values, user, options } = input;
  const sourceCurrency = sourceCurrencyFor(user.country);
  const currency = values.destination_currency;
  const rate = currency ? conversionRate(sourceCurrency, currency, options.rates) : undefined;
  const rounded = payout(input, rate);
  const receive = rounded?.amount ?? null;
  const sourceEstimate = receive !== null && rate ? round2(receive / rate) : null;

  let limitError: string | null = null;
  const caps = capsFor(options.limits ?? input.limits?.limits, user.country, user.kyc_status);
  if (caps && sourceEstimate !== null) {
    const amount = inCapCurrency(user.country, sourceEstimate, options.rates.GBP_TO_USD);
    if (breachedPeriod(caps, input.limits?.amountsSent, amount)) limitError = limitMessage(isOnboarded(user));
  }
  return {
    sourceCurrency,
    receive,
    adjusted: rounded?.adjusted ?? false,
    sourceEstimate,
    minimumError: checkMinimum(receive, currency, options.minimum_receiving_amounts),
    limitError,
    rateError: currency && rate === undefined ? noRateMessage(sourceCurrency, currency) : null,
    upgradeRequired: upgradeRequired(user),
  };
}

/**
 * Spec §5: Calculate is disabled while a limit or minimum error is active, when an upgrade is
 * required, or while compliance holds a transaction; and for a currency pair with no rate.
 */
export function calculateBlocked(check: AmountCheck, complianceHold: boolean): boolean {
  return Boolean(
    check.limitError || check.minimumError || check.rateError || check.upgradeRequired || complianceHold,
  );
}
