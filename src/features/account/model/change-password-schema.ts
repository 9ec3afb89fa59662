import { object, type InferType } from 'yup';
import { confirmPasswordSchema, newPasswordSchema, requiredPassword } from '@/features/auth';

/**
 * Spec doc 2 §5 'Change password': current_password required; the new password by the password
 * rules; confirm_password equal to it ('Both passwords need to be the same').
 */
export const changePasswordSchema = object({
  current_password: requiredPassword(),
  new_password: newPasswordSchema(),
  confirm_password: confirmPasswordSchema('new_password'),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
