import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { Country } from '@/api/contract.ts';
import { FormField } from '@/components/form-field.tsx';
import { dialCodeFor } from '@/lib/dial-code.ts';

export interface DialCodeMobileInputProps {
  /** The country whose dial code is the fixed prefix (none chosen yet: +44). */
  country: Country | '' | null | undefined;
  label: string;
  inputMode: InputProps['inputMode'];
}

/**
 * A required `mobile` field of the surrounding form: the dial code of the country (+44 UK, +27 SA)
 * is a fixed prefix and the user types the national number (its leading 0 is dropped).
 */
export function DialCodeMobileInput({ country, label, inputMode }: DialCodeMobileInputProps) {
  const { register } = useFormContext<{ mobile: string }>();
  const dialCode = `+${dialCodeFor(country)}`;
  return (
    <FormField
      name="mobile"
      label={label}
      required
      helperText={`Your number after the dial code ${dialCode}, without the first 0.`}
    >
      <InputGroup startAddon={dialCode} startAddonProps={{ 'aria-hidden': true }}>
        <Input type="tel" inputMode={inputMode} autoComplete="tel-national" {...register('mobile')} />
      </InputGroup>
    </FormField>
  );
}
