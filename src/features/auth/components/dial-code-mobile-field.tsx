import { Input, InputGroup } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import { dialCodeFor } from '../model/mobile.ts';
import type { RegisterValues } from '../model/register-schema.ts';

/**
 * The registration mobile: the dial code of the chosen country (+44 UK, +27 SA) is a fixed
 * prefix and the user types the national number (its leading 0 is dropped).
 */
export function DialCodeMobileField() {
  const { control, register } = useFormContext<RegisterValues>();
  const country = useWatch({ control, name: 'country' });
  const dialCode = `+${dialCodeFor(country)}`;
  return (
    <FormField
      name="mobile"
      label="Mobile number"
      required
      helperText={`Your number after the dial code ${dialCode}, without the first 0.`}
    >
      <InputGroup startAddon={dialCode} startAddonProps={{ 'aria-hidden': true }}>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" {...register('mobile')} />
      </InputGroup>
    </FormField>
  );
}
