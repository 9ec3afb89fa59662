import { useState } from 'react';
import { Button, Input, InputGroup } from '@chakra-ui/react';
import { FieldFrame, type BoundInputProps } from '@/components/field-frame.tsx';

export interface PasswordInputFieldProps {
  label: string;
  /** 'current-password' to sign in, 'new-password' to choose one (password managers). */
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  error?: string;
  /** The input's name and handlers (e.g. react-hook-form's `register`). */
  inputProps: BoundInputProps;
}

/**
 * A password input with a Show/Hide button, so a user on a phone can check what they typed.
 * It knows no form library: PasswordField binds it to react-hook-form.
 */
export function PasswordInputField({
  label,
  autoComplete,
  helperText,
  error,
  inputProps,
}: PasswordInputFieldProps) {
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
    <FieldFrame label={label} required helperText={helperText} error={error}>
      <InputGroup endElement={toggle} endElementProps={{ pointerEvents: 'auto' }}>
        <Input type={shown ? 'text' : 'password'} autoComplete={autoComplete} {...inputProps} />
      </InputGroup>
    </FieldFrame>
  );
}
