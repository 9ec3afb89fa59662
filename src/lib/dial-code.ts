import type { Country } from '@/api/contract.ts';

/** Spec §5/§9: the dial code of each country (digits, no '+'). */
export const DIAL_CODES: Record<Country, string> = { UK: '44', SA: '27' };

/** Spec §5: "default dial code +27 for SA, else +44". */
export function dialCodeFor(country: Country | '' | null | undefined): string {
  return country === 'SA' ? DIAL_CODES.SA : DIAL_CODES.UK;
}
