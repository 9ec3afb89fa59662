import type { Country } from '@/api/contract.ts';
import { DIAL_CODES } from '@/lib/dial-code.ts';
import { MIN_INTERNATIONAL_DIGITS, internationalDigits } from '@/lib/phone.ts';

/** Spec §5: registration mobile messages (also used for a malformed login mobile). */
export const MOBILE_INVALID = 'Invalid mobile number';
export const MOBILE_WRONG_COUNTRY = 'Invalid mobile number. Please enter corresponding country code.';
/** Login and password reset by mobile: the spec requires "a mobile" without a text; ours. */
export const MOBILE_REQUIRED = 'Mobile number is required';

/** Why a full registration number is refused for the country, or null (spec §5, in order). */
export function registrationMobileProblem(international: string, country: Country | ''): string | null {
  // Spec §5: the registration mobile, dial code included, is longer than 10 digits.
  if (international.length < MIN_INTERNATIONAL_DIGITS) return MOBILE_INVALID;
  if (country && !international.startsWith(DIAL_CODES[country])) return MOBILE_WRONG_COUNTRY;
  return null;
}

/** Whether a number typed with its country code looks like one: 9 to 15 digits, no leading 0. */
export function isInternationalMobile(typed: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(typed.trim())) return false;
  const digits = internationalDigits(typed);
  return /^[1-9]\d{8,14}$/.test(digits);
}
