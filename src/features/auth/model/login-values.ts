import { IDENTIFIER_DEFAULTS, type IdentifierValues } from './identifier.ts';

/** The login form: email or mobile, and the password. */
export interface LoginValues extends IdentifierValues {
  password: string;
}

export const LOGIN_DEFAULTS: LoginValues = { ...IDENTIFIER_DEFAULTS, password: '' };
