import type { UiOptions } from '@/api/contract.ts';
import { currencySymbol, formatRate } from '@/lib/money.ts';

type Rates = UiOptions['rates'];

// The UI options' rate of a pair: shared with the rate alerts, so it lives in the shared layer.
export { conversionRate } from '@/lib/conversion-rate.ts';

/**
 * The rate shown with a quote (spec §9): ZAR to ZAR uses ZAR_TO_ZAR; USD with a ZAR source uses
 * the charge rate; otherwise the inverse of the charge rate (the portal reports GBP per USD).
 * Always destination units per unit of source.
 */
export function displayRate(source: string, destination: string, chargeRate: number, rates: Rates): number {
  if (source === 'ZAR' && destination === 'ZAR') return rates.ZAR_TO_ZAR;
  if (source === 'ZAR' && destination === 'USD') return chargeRate;
  return chargeRate > 0 ? 1 / chargeRate : 0;
}

/** 'R1 = $0.0526': one unit of source in destination, to 4 decimals. */
export function rateText(source: string, destination: string, rate: number): string {
  const symbol = (currency: string) => currencySymbol(currency) ?? `${currency} `;
  return `${symbol(source)}1 = ${symbol(destination)}${formatRate(rate)}`;
}
