import { NativeSelect } from '@chakra-ui/react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** The empty first choice, e.g. 'Select a currency'. */
  placeholder: string;
  registerOptions?: RegisterOptions;
  helperText?: string;
}

/** A labelled native select bound to the form (native: light, keyboard and screen-reader friendly). */
export function SelectField(props: SelectFieldProps) {
  const { name, label, options, required, placeholder, registerOptions, helperText } = props;
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder={placeholder} {...register(name, registerOptions)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
