import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { asTier, tierUnderReview, useProfile, type UpgradeTarget } from '@/features/profile';
import { useUiOptions } from '@/features/ui-options';
import { useOnline } from '@/lib/use-online.ts';
import { upgradeOffer } from '../model/upgrade-offer.ts';
import { OfferNotice } from './offer-notice.tsx';
import { UpgradeForm } from './upgrade-form.tsx';

export interface UpgradePageProps {
  target: UpgradeTarget;
  title: string;
  /** What the page says above the form. */
  intro?: ReactNode;
  errorMs: number;
}

/**
 * An upgrade page: the form when the user may take this upgrade (its first values from the
 * profile, the cached copy first), else a page that says why: never a form the server refuses.
 */
export function UpgradePage({ target, title, intro, errorMs }: UpgradePageProps) {
  const user = useAtomValue(sessionUserAtom);
  const { profile, error } = useProfile();
  const options = useUiOptions();
  const online = useOnline();
  if (!user) return null;
  const tier = asTier(profile?.kyc_status) ?? user.kyc_status;
  const offer = upgradeOffer({ country: user.country, tier, underReview: tierUnderReview(profile) }, target);
  const ready = options && (profile || error);

  let body: ReactNode;
  if (offer.kind !== 'form') body = <OfferNotice offer={offer} />;
  else if (ready)
    body = (
      <Stack gap="5">
        {intro}
        <UpgradeForm
          user={user}
          tier={tier}
          profile={profile}
          options={options}
          target={target}
          errorMs={errorMs}
        />
      </Stack>
    );
  else
    body = (
      <HStack gap="3" py="10" minH="40rem" align="start" role="status">
        <Spinner size="sm" aria-hidden="true" />
        <Text>
          {online ? 'Loading your details...' : 'You are offline. The form loads once you are back online.'}
        </Text>
      </HStack>
    );

  return (
    <Stack gap="5" py="2">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {body}
    </Stack>
  );
}
