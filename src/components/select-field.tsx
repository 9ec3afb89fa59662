import { NativeSelect } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select a currency'. */
  placeholder: string;
  required?: boolean;
  helperText?: string;
  /** Fields whose checks depend on this one: checked again when it changes (after a first submit). */
  deps?: readonly string[];
}

/** A labelled native select bound to the form (native: light, keyboard and screen-reader friendly). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  helperText,
  deps,
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field
          placeholder={placeholder}
          {...register(name, deps ? { deps: [...deps] } : undefined)}
        >
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
