import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '@chakra-ui/react';

/** An input's name and handlers as the form that owns it binds them (e.g. react-hook-form's `register`). */
export type BoundInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'onChange' | 'onBlur' | 'defaultValue' | 'disabled'
> & { ref?: Ref<HTMLInputElement> };

export interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  /** The field's error message, if it has one (shown instead of the helper text). */
  error?: string;
  /** The control, e.g. `<Input {...register('email')} />`. */
  children: ReactNode;
}

/**
 * One form field's frame: Chakra's Field parts, so every input gets its label, required mark and
 * error text the same way (the label is tied to the control). It knows no form library:
 * FormField binds it to react-hook-form; the login form (kept light) passes its own errors.
 */
export function FieldFrame({ label, required = false, helperText, error, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
