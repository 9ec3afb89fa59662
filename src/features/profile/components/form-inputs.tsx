import { Input, NativeSelect, type InputProps } from '@chakra-ui/react';
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

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select your nationality'. */
  placeholder: string;
  required?: boolean;
  helperText?: string;
  /** Fields whose checks depend on this one: checked again when it changes (after a first submit). */
  deps?: readonly string[];
}

/** A labelled native select bound to the form (native: light, keyboard and screen-reader friendly). */
export function SelectInputField({
  name,
  label,
  options,
  placeholder,
  required,
  helperText,
  deps,
}: SelectInputFieldProps) {
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
