import { ValidationError } from 'yup';
import { loginSchema } from './login-schema.ts';
import type { LoginValues } from './login-values.ts';

/** The login form's error messages by field. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** What is wrong with a login form by the spec's rules (login-schema.ts): each field's first error. */
export async function loginErrors(values: LoginValues): Promise<LoginErrors> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: LoginErrors = {};
    for (const issue of error.inner) errors[issue.path as keyof LoginValues] ??= issue.message;
    return errors;
  }
}
