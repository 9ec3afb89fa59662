import { Input } from '@chakra-ui/react';
import type { Country } from '@/api/contract.ts';
import { FormField } from '@/components/form-field.tsx';
import { DialCodeMobileInput } from '@/components/dial-code-mobile-input.tsx';

export interface MobileFieldProps {
  country: Country;
  /** The user's mobile (digits), when there is one: then it is used as it is, shown read-only. */
  lockedMobile: string | null;
}

/** The sender's mobile: locked to the one the user signed up with, else typed after the dial code. */
export function MobileField({ country, lockedMobile }: MobileFieldProps) {
  if (lockedMobile) {
    return (
      <FormField name="mobile" label="Mobile" helperText="The mobile number you signed up with.">
        <Input type="tel" readOnly bg="bg.muted" value={`+${lockedMobile}`} />
      </FormField>
    );
  }
  return <DialCodeMobileInput country={country} label="Mobile" inputMode="numeric" />;
}
