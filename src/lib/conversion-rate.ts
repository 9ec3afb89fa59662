import type { UiOptions } from '@/api/contract.ts';

type Rates = UiOptions['rates'];

/**
 * Units of destination currency for one unit of source, from the UI options' rates, to estimate
 * the receiving amount (and the limits) before the server quotes; undefined for a pair with no
 * rate there (the server decides). Shared by the send flows and the rate alerts (whose service
 * worker reads rates it fetched itself, so a rate may be missing: `Partial`).
 */
export function conversionRate(
  source: string,
  destination: string,
  rates: Partial<Rates>,
): number | undefined {
  if (source === 'GBP' && destination === 'USD') return rates.GBP_TO_USD;
  if (source === 'ZAR' && destination === 'USD') return rates.ZAR_TO_USD;
  if (source === 'ZAR' && destination === 'ZAR') return rates.ZAR_TO_ZAR;
  if (source === destination) return 1;
  return undefined;
}
