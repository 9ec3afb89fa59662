import { ZIMBABWE_PREFIX } from '@/features/beneficiaries';
import { phoneDigits } from './match.ts';

/** Zimbabwe's dial code as digits (spec §9: +263). */
const ZIMBABWE_DIGITS = ZIMBABWE_PREFIX.replace(/\D/g, '');

/** The national digits of a Zimbabwe number ('+263 77 000 0101' -> '770000101'); '' for any other. */
export function zimbabweNationalOf(mobile: string): string {
  const digits = phoneDigits(mobile);
  if (!digits.startsWith(ZIMBABWE_DIGITS)) return '';
  return digits.slice(ZIMBABWE_DIGITS.length).replace(/^0+/, '');
}
