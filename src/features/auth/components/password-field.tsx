import { useState } from 'react';
import { Button, Input, InputGroup } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';

export interface PasswordFieldProps {
  name: string;
  label: string;
  /** 'current-password' to sign in, 'new-password' to choose one (password managers). */
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
}

/** A password input with a Show/Hide button, so a user on a phone can check what they typed. */
export function PasswordField({ name, label, autoComplete, helperText }: PasswordFieldProps) {
  const { register } = useFormContext();
  const [shown, setShown] = useState(false);
  const toggle = (
    <Button
      variant="ghost"
      size="xs"
      me="-2"
      aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
      onClick={() => setShown((value) => !value)}
    >
      {shown ? 'Hide' : 'Show'}
    </Button>
  );
  return (
    <FormField name={name} label={label} required helperText={helperText}>
      <InputGroup endElement={toggle} endElementProps={{ pointerEvents: 'auto' }}>
        <Input type={shown ? 'text' : 'password'} autoComplete={autoComplete} {...register(name)} />
      </InputGroup>
    </FormField>
  );
}
