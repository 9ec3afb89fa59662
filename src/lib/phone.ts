/**
 * How a phone number is written and read, once for the whole app: its digits, its international
 * and national forms, Zimbabwe's numbers, and whether two writings are one number. Spec §5 and §9:
 * a national number is digits, no leading 0, 9 to 10 digits (9 to 11 in some profiles); Zimbabwe's
 * prefix is +263, and its beneficiaries' mobiles are stored with it.
 */

/** Spec §9: Zimbabwe's dial code (digits). */
export const ZIMBABWE_DIAL_CODE = '263';

/** Spec §5, §9: Zimbabwe's prefix, as beneficiary mobiles are stored ('+263' then the digits). */
export const ZIMBABWE_PREFIX = `+${ZIMBABWE_DIAL_CODE}`;

/** Spec §9: the shortest national number; two numbers must share at least this many digits to be one. */
export const NATIONAL_MIN_DIGITS = 9;

/** The shortest international number, dial code included (spec §5: longer than 10 digits). */
export const MIN_INTERNATIONAL_DIGITS = 11;

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A phone's digits, whatever is written around them: '+263 77-000 0101' -> '263770000101'. */
export function phoneDigits(value: unknown): string {
  return textOf(value).replace(/\D/g, '');
}

/**
 * The digits that tell a number apart, leading zeros dropped (a national number's trunk 0, the
 * international 00): '+263 77 000 0101' and '00263770000101' alike give '263770000101'.
 */
export function significantDigits(value: unknown): string {
  return phoneDigits(value).replace(/^0+/, '');
}

/** The mobile as the APIs take it: '+' and the digits ('+44 7700' -> '+447700'); '' without digits. */
export function withPlus(value: unknown): string {
  const digits = phoneDigits(value);
  return digits ? `+${digits}` : '';
}

/** What a mobile input keeps as it is typed: the digits, with a '+' only in front. */
export function phoneInput(text: string): string {
  const plus = text.trimStart().startsWith('+') ? '+' : '';
  return plus + phoneDigits(text);
}

/** The digits of a number typed with its country code: '+44 7700 900001' and '0044 7700 900001' alike. */
export function internationalDigits(typed: string): string {
  const digits = phoneDigits(typed);
  return digits.startsWith('00') ? digits.slice(2) : digits;
}

/**
 * The full international number (digits, no '+') of what the user typed beside the fixed dial
 * code. The national number drops its leading 0; a number typed with '+' or '00', or already
 * holding the dial code (11+ digits), is taken as international as it is.
 */
export function toInternational(typed: string, dialCode: string): string {
  const text = typed.trim();
  const digits = phoneDigits(text);
  if (text.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const national = significantDigits(digits);
  if (national.startsWith(dialCode) && national.length >= MIN_INTERNATIONAL_DIGITS) return national;
  return dialCode + national;
}

/** The national number of a mobile kept with its dial code ('447700900001', '44' -> '7700900001'). */
export function nationalNumber(mobile: unknown, dialCode: string): string {
  const digits = phoneDigits(mobile);
  return digits.startsWith(dialCode) ? digits.slice(dialCode.length) : digits;
}

/** The number kept with its dial code: the dial code and the national number's digits. */
export function fullNumber(national: string, dialCode: string): string {
  return `${dialCode}${phoneDigits(national)}`;
}

/**
 * A mobile to show: an international number stored without its '+' ('263770000101') gets it;
 * anything else shows as stored.
 */
export function shownMobile(stored: string): string {
  const text = stored.trim();
  const international =
    /^\d+$/.test(text) && !text.startsWith('0') && text.length >= MIN_INTERNATIONAL_DIGITS;
  return international ? `+${text}` : text;
}

/** The last 4 digits of a mobile ("ending in 0001"), so a number is recognisable but not shown. */
export function phoneEnding(mobile: string): string {
  return phoneDigits(mobile).slice(-4);
}

/** The phone with its first digits hidden and the last 4 shown: '447700900006' -> '********0006'. */
export function maskedPhone(mobile: string): string {
  const digits = phoneDigits(mobile);
  if (digits.length <= 4) return digits;
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}

/**
 * One number written two ways: the same significant digits, or one the other with its country
 * code dropped ('263770000101' and '0770000101'), at least a national number's length in common.
 */
export function samePhone(a: unknown, b: unknown): boolean {
  const left = significantDigits(a);
  const right = significantDigits(b);
  if (left === '' || right === '') return false;
  if (left === right) return true;
  const [shorter, longer] = left.length < right.length ? [left, right] : [right, left];
  return shorter.length >= NATIONAL_MIN_DIGITS && longer.endsWith(shorter);
}

/** The stored mobile of a Zimbabwe number typed without its dial code: '771234567' -> '+263771234567'. */
export function toZimbabweMobile(national: string): string {
  return `${ZIMBABWE_PREFIX}${national.trim()}`;
}

/**
 * The national digits of a Zimbabwe number, however written ('+263 77 123 4567', '00263771234567',
 * '263771234567'); a 0 after the dial code is dropped, since a national number has no leading 0
 * (spec §5, §9): '+2630771234567' -> '771234567'. '' for a number of another country.
 */
export function zimbabweNational(mobile: unknown): string {
  const digits = significantDigits(mobile);
  if (!digits.startsWith(ZIMBABWE_DIAL_CODE)) return '';
  return digits.slice(ZIMBABWE_DIAL_CODE.length).replace(/^0+/, '');
}
