import { Checkbox, Field } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { CONFIRM_DELETION_TEXT, type DeleteAccountValues } from '../model/delete-account-schema.ts';

/** The required 'I understand...' checkbox, with its error under it. */
export function ConfirmDeletionField() {
  const { control } = useFormContext<DeleteAccountValues>();
  return (
    <Controller
      control={control}
      name="confirm"
      render={({ field, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} required>
          <Checkbox.Root
            name={field.name}
            checked={field.value}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{CONFIRM_DELETION_TEXT}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error && <Field.ErrorText>{fieldState.error.message}</Field.ErrorText>}
        </Field.Root>
      )}
    />
  );
}
