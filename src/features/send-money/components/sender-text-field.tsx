import { Input, type InputProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import type { SenderFormValues } from '../model/sender-details.ts';

export interface TextFieldProps {
  name: keyof SenderFormValues;
  label: string;
  required?: boolean;
  helperText?: string;
  /** Extra input attributes: type, autoComplete, inputMode, min, max... */
  input?: Omit<InputProps, 'name'>;
}

/** A labelled text (or date) input of the Sender Details form. */
export function TextField({ name, label, required, helperText, input }: TextFieldProps) {
  const { register } = useFormContext<SenderFormValues>();
  return (
    <FormField name={name} label={label} required={required} helperText={helperText}>
      <Input {...input} {...register(name)} />
    </FormField>
  );
}
