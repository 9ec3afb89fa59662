import { Input, type InputProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';

export interface TextInputFieldProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  /** Extra input attributes: type, autoComplete, inputMode, min, max... */
  input?: Omit<InputProps, 'name'>;
}

/** A labelled text (or date) input bound to the form around it. */
export function TextInputField({ name, label, required, helperText, input }: TextInputFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required={required} helperText={helperText}>
      <Input {...input} {...register(name)} />
    </FormField>
  );
}
