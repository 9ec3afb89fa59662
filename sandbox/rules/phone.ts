/**
 * Beneficiary mobile numbers, in international form: the country's dial code, then a national
 * number of the country's length that does not start with 0 (Zimbabwe: +263 and 9 digits).
 */
export const MOBILE_FORMATS: Record<string, { dialCode: string; nationalLength: number }> = {
  ZW: { dialCode: '263', nationalLength: 9 },
  ZA: { dialCode: '27', nationalLength: 9 },
  KE: { dialCode: '254', nationalLength: 9 },
  MZ: { dialCode: '258', nationalLength: 9 },
  NG: { dialCode: '234', nationalLength: 10 },
  BW: { dialCode: '267', nationalLength: 8 },
  ZM: { dialCode: '260', nationalLength: 9 },
  MW: { dialCode: '265', nationalLength: 9 },
  CD: { dialCode: '243', nationalLength: 9 },
};

/** Why `digits` is not a mobile number of the country (by ISO-2 code), or null when it is. */
export function mobileProblem(countryCode: string, digits: string, countryName = countryCode): string | null {
  const format = MOBILE_FORMATS[countryCode.toUpperCase()];
  if (!format) return `Mobile numbers in ${countryName} are not supported.`;
  const { dialCode, nationalLength } = format;
  const national = digits.slice(dialCode.length);
  const ok = digits.startsWith(dialCode) && national.length === nationalLength && !national.startsWith('0');
  return ok
    ? null
    : `The mobile must be a ${countryName} number: +${dialCode} and ${nationalLength} digits, not starting with 0.`;
}
