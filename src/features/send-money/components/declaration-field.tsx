import { Checkbox, Field } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { DeclarationValues } from '../model/declaration.ts';

export interface DeclarationFieldProps {
  label: string;
  disabled: boolean;
  /** Called when the box is ticked. */
  onAgree: () => void;
}

/** The declaration checkbox, labelled by the UI options' text, with its message under it. */
export function DeclarationField({ label, disabled, onAgree }: DeclarationFieldProps) {
  const { control } = useFormContext<DeclarationValues>();
  return (
    <Controller
      control={control}
      name="declaration"
      render={({ field, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} required disabled={disabled}>
          <Checkbox.Root
            name={field.name}
            checked={field.value}
            onCheckedChange={(details) => {
              const checked = details.checked === true;
              field.onChange(checked);
              if (checked) onAgree();
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
