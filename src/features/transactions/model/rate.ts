import type { Transaction, UiOptions } from '@/api/contract.ts';
import { toAmount } from '@/lib/money.ts';
import { SA_FIXED_CHARGE } from '@/remittance/model/fixed-charge.ts';

type RateFields = Pick<Transaction, 'currency' | 'dest_currency' | 'dest_amount' | 'remitt_pay' | 'rate'> & {
  destination_country?: string | null;
};

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/** True for a transfer to Zimbabwe (the standard flow), by country name or code. */
export function isZimbabwe(country: string | null | undefined): boolean {
  const value = upper(country);
  return value === 'ZIMBABWE' || value === 'ZW' || value === 'ZWE';
}

/**
 * The rate the detail view shows, in units of the receiving currency per unit of the sender's
 * (spec §9):
 * - an SA (ZAR) transfer to a country other than Zimbabwe: dest_amount / (remitt_pay - 50), the
 *   fixed R50 charge being built into the rate;
 * - otherwise the standard flow's display rule: ZAR to ZAR uses the UI options' ZAR_TO_ZAR; USD
 *   with a ZAR source uses the server's rate as it is; anything else (GBP) its inverse, the server
 *   reporting GBP per USD.
 * Undefined when the figures do not allow one.
 */
export function displayRate(
  transaction: RateFields,
  rates?: Partial<UiOptions['rates']>,
): number | undefined {
  const source = upper(transaction.currency);
  const destination = upper(transaction.dest_currency);
  const rate = toAmount(transaction.rate);
  if (source === 'ZAR' && !isZimbabwe(transaction.destination_country)) {
    const destAmount = toAmount(transaction.dest_amount);
    const paid = toAmount(transaction.remitt_pay);
    if (destAmount !== undefined && paid !== undefined && paid - SA_FIXED_CHARGE > 0) {
      return destAmount / (paid - SA_FIXED_CHARGE);
    }
    return rate;
  }
  if (source === 'ZAR' && destination === 'ZAR') return rates?.ZAR_TO_ZAR ?? rate;
  if (source === 'ZAR' && destination === 'USD') return rate;
  return rate !== undefined && rate !== 0 ? 1 / rate : undefined;
}
