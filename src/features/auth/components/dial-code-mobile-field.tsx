import { useFormContext, useWatch } from 'react-hook-form';
import { DialCodeMobileInput } from '@/components/dial-code-mobile-input.tsx';
import type { RegisterValues } from '../model/register-schema.ts';

/** The registration mobile, after the dial code of the country chosen in the form. */
export function DialCodeMobileField() {
  const { control } = useFormContext<RegisterValues>();
  const country = useWatch({ control, name: 'country' });
  return <DialCodeMobileInput country={country} label="Mobile number" inputMode="tel" />;
}
