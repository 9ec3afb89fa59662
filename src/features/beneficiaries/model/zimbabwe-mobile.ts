/** Spec §9: Zimbabwe's dial code, as beneficiary mobiles are stored ('+263' then the digits). */
export const ZIMBABWE_PREFIX = '+263';

/** The stored mobile of a Zimbabwe number typed without its dial code: '771234567' -> '+263771234567'. */
export function toZimbabweMobile(national: string): string {
  return `${ZIMBABWE_PREFIX}${national.trim()}`;
}

/** The national digits of a stored Zimbabwe mobile ('+263771234567' -> '771234567'); '' when not one. */
export function zimbabweNational(mobile: string): string {
  const text = mobile.trim();
  return text.startsWith(ZIMBABWE_PREFIX) ? text.slice(ZIMBABWE_PREFIX.length) : '';
}
