import { get, useFormContext } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx';

export interface FormFieldProps extends Omit<FieldFrameProps, 'error'> {
  /** The react-hook-form field name (dotted for nested values). */
  name: string;
}

/** The error message react-hook-form holds for the field `name` (dotted for nested values). */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A FieldFrame bound to react-hook-form's context: its error is the form's error for `name`. */
export function FormField({ name, ...frame }: FormFieldProps) {
  return <FieldFrame {...frame} error={useFieldError(name)} />;
}
