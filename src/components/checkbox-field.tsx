import type { ReactNode } from 'react';
import { Checkbox, Field } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';

export interface CheckboxFieldProps {
  /** The react-hook-form field name (a boolean value). */
  name: string;
  /** The checkbox's own label, which names it. */
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Called with the new value after the form has it (e.g. to clear a message once ticked). */
  onChange?: (checked: boolean) => void;
}

/**
 * One checkbox bound to react-hook-form, labelled by its own text, with its error under it: the
 * same for every yes/no field (subscribe, save to favourites, declarations).
 */
export function CheckboxField({
  name,
  label,
  required = false,
  disabled = false,
  onChange,
}: CheckboxFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} required={required} disabled={disabled}>
          <Checkbox.Root
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(details) => {
              const checked = details.checked === true;
              field.onChange(checked);
              onChange?.(checked);
            }}
            alignItems="flex-start"
            disabled={disabled}
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error && <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>}
        </Field.Root>
      )}
    />
  );
}
