import { Input, InputGroup } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { Country } from '@/api/contract.ts';
import { FormField } from '@/components/form-field.tsx';
import { dialCodeFor } from '@/features/auth';
import type { SenderFormValues } from '../model/sender-details.ts';

export interface MobileFieldProps {
  country: Country;
  /** The user's mobile (digits), when there is one: then it is used as it is, shown read-only. */
  lockedMobile: string | null;
}

/** The sender's mobile: locked to the one the user signed up with, else typed after the dial code. */
export function MobileField({ country, lockedMobile }: MobileFieldProps) {
  const { register } = useFormContext<SenderFormValues>();
  if (lockedMobile) {
    return (
      <FormField name="mobile" label="Mobile" helperText="The mobile number you signed up with.">
        <Input type="tel" readOnly bg="bg.muted" value={`+${lockedMobile}`} />
      </FormField>
    );
  }
  const dialCode = `+${dialCodeFor(country)}`;
  return (
    <FormField
      name="mobile"
      label="Mobile"
      required
      helperText={`Your number after the dial code ${dialCode}, without the first 0.`}
    >
      <InputGroup startAddon={dialCode} startAddonProps={{ 'aria-hidden': true }}>
        <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...register('mobile')} />
      </InputGroup>
    </FormField>
  );
}
