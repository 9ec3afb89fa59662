import type { Country, KycTier } from '../../src/api/contract.ts';

/**
 * Pure checks the portal API applies to account details: names, email, password, dates,
 * mobile numbers. Each returns a verdict or a server-worded problem; handlers turn them into
 * field errors.
 */

export const MIN_AGE = 18;
export const MIN_PASSWORD_LENGTH = 8;
/** A registration mobile is the full international number and must be longer than this. */
export const MIN_REGISTRATION_MOBILE_DIGITS = 11;
export const DIAL_CODES: Record<Country, string> = { UK: '44', SA: '27' };

/** Letters (any script) and single spaces between words. */
export function isName(value: string): boolean {
  return /^\p{L}+( \p{L}+)*$/u.test(value.trim());
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** Why a password is refused, or null when it has 8+ characters, a capital letter and a digit. */
export function passwordProblem(password: string): string | null {
  if (!password) return 'The password field is required.';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (!/[A-Z]/.test(password)) return 'The password must contain at least one uppercase letter.';
  if (!/\d/.test(password)) return 'The password must contain at least one number.';
  return null;
}

/** The calendar date of a strict YYYY-MM-DD string, or null when it is not a real date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Full years between a YYYY-MM-DD birth date and `now`, or null for a bad date. */
export function ageOn(dob: string, now: Date): number | null {
  const born = parseIsoDate(dob);
  if (!born) return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return year - born.year - (hadBirthday ? 0 : 1);
}

export function isAdult(dob: string, now: Date): boolean {
  const age = ageOn(dob, now);
  return age !== null && age >= MIN_AGE;
}

/** True for a YYYY-MM-DD date strictly after today (UTC). */
export function isAfterToday(value: string, now: Date): boolean {
  return parseIsoDate(value) !== null && value.trim() > isoDay(now);
}

/**
 * The digits of a mobile written as digits with an optional leading '+' (spaces allowed), or
 * null when it holds anything else.
 */
export function mobileDigits(value: string): string | null {
  const compact = value.replace(/\s+/g, '');
  return /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '') : null;
}

/** Why a registration mobile (full international digits) is refused for the country, or null. */
export function registrationMobileProblem(digits: string, country: Country): string | null {
  if (digits.length < MIN_REGISTRATION_MOBILE_DIGITS) return 'The mobile number is too short.';
  if (!digits.startsWith(DIAL_CODES[country])) {
    return `The mobile number must start with the ${country} dial code ${DIAL_CODES[country]}.`;
  }
  return null;
}

/** Allowed lengths of a national phone number in the profile: 9-10 for UK lite, 9-11 otherwise. */
export function nationalNumberLengths(country: Country, tier: KycTier): { min: number; max: number } {
  return { min: 9, max: country === 'UK' && tier === 'lite' ? 10 : 11 };
}

/** Why a national phone number (no dial code) is refused, or null. */
export function nationalNumberProblem(value: string, country: Country, tier: KycTier): string | null {
  if (!value) return 'The mobile field is required.';
  if (!/^\d+$/.test(value)) return 'The mobile must contain digits only, without spaces.';
  if (value.startsWith('0')) return 'The mobile must not start with a zero.';
  const { min, max } = nationalNumberLengths(country, tier);
  if (value.length < min || value.length > max)
    return `The mobile must have between ${min} and ${max} digits.`;
  return null;
}

/**
 * Whether two phone numbers are the same line: equal digits, or one is the other's national
 * part behind a dial code of at most 3 digits (at least 9 digits, leading zeros dropped), as in
 * 447700900006 and 07700900006.
 */
export function sameMobile(a: string, b: string): boolean {
  const x = a.replace(/\D/g, '').replace(/^0+/, '');
  const y = b.replace(/\D/g, '').replace(/^0+/, '');
  if (!x || !y) return false;
  if (x === y) return true;
  const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
  return shorter.length >= 9 && longer.length - shorter.length <= 3 && longer.endsWith(shorter);
}
