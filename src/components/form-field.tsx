import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { get, useFormContext } from 'react-hook-form';

export interface FormFieldProps {
  /** The react-hook-form field name (dotted for nested values). */
  name: string;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  /** The control, registered by the caller, e.g. `<Input {...register('email')} />`. */
  children: ReactNode;
}

/**
 * One form field: Chakra's Field parts bound to react-hook-form's context, so every input gets
 * its label, required mark and error text the same way (the label is tied to the control).
 */
export function FormField({ name, label, required = false, helperText, children }: FormFieldProps) {
  const {
    formState: { errors },
  } = useFormContext();
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
