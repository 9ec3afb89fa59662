import { Input } from '@chakra-ui/react';
import { FieldFrame, type BoundInputProps } from '@/components/field-frame.tsx';
import type { IdentifierType, IdentifierValues } from '../model/identifier.ts';
import { ChoiceButtons, type Choice } from '@/components/choice-buttons.tsx';

const CHOICES: Choice[] = [
  { value: 'email', label: 'Email' },
  { value: 'mobile', label: 'Mobile' },
];

export interface IdentifierInputsProps {
  legend: string;
  /** The chosen way (its radio is checked and its field shown). */
  type: IdentifierType;
  /** Each input's name and handlers, from the form that owns them. */
  bind: (name: keyof IdentifierValues) => BoundInputProps;
  errorOf: (name: keyof IdentifierValues) => string | undefined;
}

/**
 * The email-or-mobile choice (a labelled radio group) and the chosen field. It knows no form
 * library: IdentifierFields binds it to react-hook-form, the login form to its own state.
 */
export function IdentifierInputs({ legend, type, bind, errorOf }: IdentifierInputsProps) {
  return (
    <>
      <ChoiceButtons
        legend={legend}
        choices={CHOICES}
        value={type}
        inputProps={bind('type')}
        error={errorOf('type')}
      />
      {type === 'mobile' ? (
        <FieldFrame
          key="mobile"
          label="Mobile number"
          required
          helperText="With the country code, e.g. +44 7700 900123 or +27 82 123 4567"
          error={errorOf('mobile')}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" {...bind('mobile')} />
        </FieldFrame>
      ) : (
        <FieldFrame key="email" label="Email address" required error={errorOf('email')}>
          <Input type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        </FieldFrame>
      )}
    </>
  );
}
