import { object, type InferType } from 'yup';
import { confirmPasswordSchema, newPasswordSchema } from './password.ts';

/** The new password (spec's password rules) and its confirmation. */
export const resetPasswordSchema = object({
  password: newPasswordSchema(),
  confirm_password: confirmPasswordSchema('password'),
});

export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

export const RESET_PASSWORD_DEFAULTS: ResetPasswordValues = { password: '', confirm_password: '' };
