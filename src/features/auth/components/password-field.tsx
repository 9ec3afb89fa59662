import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form-field.tsx';
import { PasswordInputField, type PasswordInputFieldProps } from './password-input-field.tsx';

export interface PasswordFieldProps extends Omit<PasswordInputFieldProps, 'error' | 'inputProps'> {
  /** The react-hook-form field name. */
  name: string;
}

/** PasswordInputField bound to react-hook-form's context as the field `name`. */
export function PasswordField({ name, ...field }: PasswordFieldProps) {
  const { register } = useFormContext();
  return <PasswordInputField {...field} inputProps={register(name)} error={useFieldError(name)} />;
}
