import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import { locationBefore } from '@/features/auth';
import {
  authenticatedAtom,
  profileRemitoneStatusAtom,
  remitoneStatusAtom,
  sessionUserAtom,
} from '@/lib/session/user.ts';
import { useUiOptions } from '@/features/ui-options';
import { routes } from '@/config/paths.ts';
import { LockedLinks } from '../components/locked-links.tsx';
import { UPGRADED_TEXT, backTarget, canLeaveLockedPage } from '../model/account-locked.ts';

function SignedOut() {
  return (
    <Stack gap="4" py="6" maxW="2xl">
      <Heading as="h1" size="xl">
        Account Locked
      </Heading>
      <Text>
        This page shows the status of your account when it needs attention. Log in to see the status of your
        account and what you can do.
      </Text>
      <Link asChild variant="underline" colorPalette="blue" alignSelf="start">
        <RouterLink href={routes.login.pattern}>Log in</RouterLink>
      </Link>
    </Stack>
  );
}

/** /account-locked: shown while the remitone status is not valid; goes back once it is. */
export default function AccountLockedPage() {
  const authenticated = useAtomValue(authenticatedAtom);
  const user = useAtomValue(sessionUserAtom);
  const profileStatus = useAtomValue(profileRemitoneStatusAtom);
  const status = useAtomValue(remitoneStatusAtom);
  const options = useUiOptions();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const leaving = authenticated && canLeaveLockedPage(user?.remitone_status, profileStatus);

  const left = useRef(false);

  useEffect(() => {
    if (!leaving || left.current) return;
    left.current = true; // once: the page may still render at the new location for a moment
    const here = search ? `${location}?${search}` : location;
    navigate(backTarget(locationBefore(here)), { replace: true });
  }, [leaving, location, search, navigate]);

  if (!authenticated) return <SignedOut />;
  if (leaving) return null;
  const disclaimer = status ? options?.disclaimers.awaiting_verification[status] : undefined;
  const firstName = user?.first_name?.trim();
  return (
    <Stack gap="5" py="6" maxW="2xl">
      <Heading as="h1" size="xl">
        {firstName ? `Hello ${firstName}` : 'Hello'}
      </Heading>
      <Text>{UPGRADED_TEXT}</Text>
      {disclaimer && (
        <Alert.Root status={status === 'valid' ? 'info' : 'warning'}>
          <Alert.Indicator />
          <Alert.Description>{disclaimer}</Alert.Description>
        </Alert.Root>
      )}
      <LockedLinks />
    </Stack>
  );
}
