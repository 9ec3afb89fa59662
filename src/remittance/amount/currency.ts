import type { Country } from '@/api/contract.ts';

/** The currency a sender pays in (spec §9: ZAR, GBP for UK). */
export type SourceCurrency = 'GBP' | 'ZAR';

/** Spec §9 'Source currency: ZAR (GBP for UK)'. */
export function sourceCurrencyFor(country: Country | string): SourceCurrency {
  return country === 'UK' ? 'GBP' : 'ZAR';
}

/** The only destination of the standard flow (doc 1 §3 'Zimbabwe amount form'). */
export const DESTINATION_COUNTRY = 'Zimbabwe';
