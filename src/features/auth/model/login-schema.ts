import { object, type ObjectSchema } from 'yup';
import { identifierFields } from './identifier-schema.ts';
import type { LoginValues } from './login-values.ts';
import { requiredPassword } from './password.ts';

/** Spec §5 (login): a valid email or a mobile, and a password. */
export const loginSchema: ObjectSchema<LoginValues> = object({
  ...identifierFields,
  password: requiredPassword(),
});
