import type { Beneficiary } from '@/api/contract.ts';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether the beneficiary can be paid in Zimbabwe: by its country code, else its country name;
 * a row naming no country is the portal's plain Zimbabwe beneficiary (doc 1 §3).
 */
export function isZimbabweBeneficiary(beneficiary: Pick<Beneficiary, 'country' | 'country_code'>): boolean {
  const code = textOf(beneficiary.country_code).toUpperCase();
  if (code) return code === 'ZW';
  const country = textOf(beneficiary.country).toLowerCase();
  if (country) return country === 'zimbabwe' || country === 'zw';
  return true;
}
