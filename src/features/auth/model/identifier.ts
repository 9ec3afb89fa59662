import { internationalDigits, withPlus } from '@/lib/phone.ts';

/** How the user names their account: by email or by mobile (login, password reset). */
export type IdentifierType = 'email' | 'mobile';

export interface IdentifierValues {
  type: IdentifierType;
  email: string;
  mobile: string;
}

export const IDENTIFIER_DEFAULTS: IdentifierValues = { type: 'email', email: '', mobile: '' };

/** The call's identifier: `{type, email}` or `{type, mobile: '+digits'}` (spec §7). */
export function identifierBody(
  values: IdentifierValues,
): { type: 'email'; email: string } | { type: 'mobile'; mobile: string } {
  return values.type === 'email'
    ? { type: 'email', email: values.email.trim() }
    : { type: 'mobile', mobile: withPlus(internationalDigits(values.mobile)) };
}
