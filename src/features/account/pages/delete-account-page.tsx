import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { authenticatedAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { DeleteAccountForm } from '../components/delete-account-form.tsx';
import { DeletionInfo } from '../components/deletion-info.tsx';
import { useDeletionRequest } from '../hooks/use-deletion-request.ts';
import { DELETE_REQUEST_SUBMITTED } from '../model/delete-account-schema.ts';

/** /delete-account: the account deletion request (no server call; see useDeletionRequest). */
export default function DeleteAccountPage() {
  const authenticated = useAtomValue(authenticatedAtom);
  const user = useAtomValue(sessionUserAtom);
  const { phase, submit } = useDeletionRequest();
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === 'submitted') done.current?.focus();
  }, [phase]);
  const defaults = authenticated && user ? { email: user.email, mobile: user.mobile } : undefined;
  return (
    <Stack gap="6" py="6" maxW="2xl">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          Delete Your Account
        </Heading>
        <Text>Ask us to delete your account and the personal data we hold about you.</Text>
      </Stack>
      <DeletionInfo />
      {phase === 'submitted' ? (
        <Alert.Root status="success" role="status" ref={done} tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Description>{DELETE_REQUEST_SUBMITTED}</Alert.Description>
        </Alert.Root>
      ) : (
        <DeleteAccountForm defaults={defaults} processing={phase === 'processing'} onSubmit={submit} />
      )}
    </Stack>
  );
}
