import { Checkbox } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { RegisterValues } from '../model/register-schema.ts';

/** The optional subscribe checkbox (the checkbox's own label names it). */
export function SubscribeField() {
  const { control } = useFormContext<RegisterValues>();
  return (
    <Controller
      control={control}
      name="subscribe"
      render={({ field }) => (
        <Checkbox.Root
          name={field.name}
          checked={field.value}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} ref={field.ref} />
          <Checkbox.Control />
          <Checkbox.Label>Subscribe to news and offers</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
