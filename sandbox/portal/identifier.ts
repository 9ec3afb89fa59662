import type { Db } from '../db/connection.ts';
import { text } from '../lib/body.ts';
import type { Problems } from '../lib/responses.ts';
import { userByEmail, userByMobile, type UserRow } from '../lib/users.ts';
import { isEmail, mobileDigits } from '../rules/validation.ts';

export type IdentifierType = 'email' | 'mobile';

export interface Identifier {
  type: IdentifierType;
  /** The email, or the mobile as digits only. */
  value: string;
}

/**
 * Reads `{type, email | mobile}` as login and forgot-password send them (the mobile with or
 * without '+'). A missing type is taken from the field that is present. Adds field errors for
 * what is missing or malformed.
 */
export function readIdentifier(
  body: { type?: unknown; email?: unknown; mobile?: unknown },
  problems: Problems,
): Identifier | null {
  const email = text(body.email);
  const mobile = text(body.mobile);
  const type = text(body.type) || (email ? 'email' : mobile ? 'mobile' : '');
  if (type === '') {
    problems.check(false, 'email', 'An email address or a mobile number is required.');
    return null;
  }
  if (type === 'email') {
    problems.check(email !== '', 'email', 'The email field is required.');
    problems.check(isEmail(email), 'email', 'The email must be a valid email address.');
    return problems.any ? null : { type, value: email };
  }
  if (type === 'mobile') {
    const digits = mobileDigits(mobile);
    problems.check(mobile !== '', 'mobile', 'The mobile field is required.');
    problems.check(
      digits !== null && digits.length >= 9,
      'mobile',
      'The mobile must be a phone number in digits.',
    );
    return problems.any || digits === null ? null : { type, value: digits };
  }
  problems.check(false, 'type', 'The type must be email or mobile.');
  return null;
}

export function findAccount(db: Db, identifier: Identifier): UserRow | undefined {
  return identifier.type === 'email' ? userByEmail(db, identifier.value) : userByMobile(db, identifier.value);
}
