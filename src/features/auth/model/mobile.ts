import type { Country } from '@/api/contract.ts';
import { DIAL_CODES } from '@/lib/dial-code.ts';

/** Spec §5: registration mobile messages (also used for a malformed login mobile). */
export const MOBILE_INVALID = 'Invalid mobile number';
export const MOBILE_WRONG_COUNTRY = 'Invalid mobile number. Please enter corresponding country code.';
/** Login and password reset by mobile: the spec requires "a mobile" without a text; ours. */
export const MOBILE_REQUIRED = 'Mobile number is required';

/** Spec §5: the registration mobile, dial code included, is longer than 10 digits. */
export const MIN_REGISTRATION_MOBILE_DIGITS = 11;

/**
 * The full international number (digits, no '+') of what the user typed beside the fixed dial
 * code. The national number drops its leading 0; a number typed with '+' or '00', or already
 * holding the dial code (11+ digits), is taken as international as it is.
 */
export function toInternational(typed: string, dialCode: string): string {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const national = digits.replace(/^0+/, '');
  if (national.startsWith(dialCode) && national.length >= MIN_REGISTRATION_MOBILE_DIGITS) return national;
  return dialCode + national;
}

/** Why a full registration number is refused for the country, or null (spec §5, in order). */
export function registrationMobileProblem(international: string, country: Country | ''): string | null {
  if (international.length < MIN_REGISTRATION_MOBILE_DIGITS) return MOBILE_INVALID;
  if (country && !international.startsWith(DIAL_CODES[country])) return MOBILE_WRONG_COUNTRY;
  return null;
}

/** The digits of a mobile typed with its country code ('+44 7700 900001', '0044...'). */
export function internationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.startsWith('00') ? digits.slice(2) : digits;
}

/** Whether a number typed with its country code looks like one: 9 to 15 digits, no leading 0. */
export function isInternationalMobile(typed: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(typed.trim())) return false;
  const digits = internationalDigits(typed);
  return /^[1-9]\d{8,14}$/.test(digits);
}

/** The mobile as the portal API wants it: '+' and the digits. */
export function withPlus(digits: string): string {
  return `+${digits.replace(/\D/g, '')}`;
}

/** The last 4 digits of a mobile ("ending in 0001"), so the code's destination is recognisable. */
export function mobileEnding(mobile: string): string {
  return mobile.replace(/\D/g, '').slice(-4);
}
