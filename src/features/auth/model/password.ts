import { string } from 'yup';

/** Spec §5 (registration, password reset, change password): the password rules, in this order. */
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Invalid password. It should have more than 7 characters';
export const PASSWORD_NO_CAPITAL = 'Invalid password, at least 1 capital letter expected';
export const PASSWORD_NO_DIGIT = 'Invalid password, at least 1 numeric value expected';
/** Spec §5 (change password): the confirmation must equal the new password. */
export const PASSWORDS_DIFFER = 'Both passwords need to be the same';

/** Spec §9: a password has at least 8 characters, an uppercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

/** A required password, nothing more (login: the server decides). */
export function requiredPassword() {
  return string().default('').required(PASSWORD_REQUIRED);
}

/** A new password: required, 8+ characters, a capital letter and a digit. */
export function newPasswordSchema() {
  return requiredPassword()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .matches(/[A-Z]/, { message: PASSWORD_NO_CAPITAL, excludeEmptyString: true })
    .matches(/\d/, { message: PASSWORD_NO_DIGIT, excludeEmptyString: true });
}

/** The confirmation of the sibling field `field` (default `password`): must be equal to it. */
export function confirmPasswordSchema(field = 'password') {
  return string()
    .default('')
    .test('same-password', PASSWORDS_DIFFER, function sameAs(value) {
      return value === (this.parent as Record<string, unknown>)[field];
    });
}
