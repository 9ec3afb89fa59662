import { string } from 'yup';

/** Spec §5 (registration and login): email messages. */
export const EMAIL_REQUIRED = 'Email address is required';
export const EMAIL_INVALID = 'Invalid email address';

/** A name, '@', and a domain with at least one dot (what the portal API accepts). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether the text is an email address the portal API accepts. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required, valid email address (surrounding spaces trimmed). */
export function emailSchema() {
  return string()
    .default('')
    .trim()
    .required(EMAIL_REQUIRED)
    .test('email', EMAIL_INVALID, (value) => isEmailAddress(value));
}
