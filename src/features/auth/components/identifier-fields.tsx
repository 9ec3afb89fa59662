import { Input } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import type { IdentifierValues } from '../model/identifier.ts';
import { ChoiceGroup, type Choice } from './choice-group.tsx';

const CHOICES: Choice[] = [
  { value: 'email', label: 'Email' },
  { value: 'mobile', label: 'Mobile' },
];

/** The email-or-mobile choice (a labelled radio group) and the chosen field (login, reset link). */
export function IdentifierFields({ legend }: { legend: string }) {
  const { control, register, clearErrors } = useFormContext<IdentifierValues>();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <ChoiceGroup
        name="type"
        legend={legend}
        choices={CHOICES}
        options={{ onChange: () => clearErrors(['email', 'mobile']) }}
      />
      {type === 'mobile' ? (
        <FormField
          key="mobile"
          name="mobile"
          label="Mobile number"
          required
          helperText="With the country code, e.g. +44 7700 900123 or +27 82 123 4567"
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('mobile')} />
        </FormField>
      ) : (
        <FormField key="email" name="email" label="Email address" required>
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </FormField>
      )}
    </>
  );
}
