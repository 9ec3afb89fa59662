import { Alert } from '@chakra-ui/react';

export const LOCKED_NOTE = 'Transaction details and payments are not available while your account is locked.';

/** Why a locked account's rows have no action (their pages are closed to it: spec, route guard). */
export function LockedNote() {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Description>{LOCKED_NOTE}</Alert.Description>
    </Alert.Root>
  );
}
