import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Redirect } from 'wouter';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { asTier, tierUnderReview, useProfile } from '@/features/profile';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getLimits } from '@/remittance/api/get-limits.ts';
import { TierCard } from '../components/tier-card.tsx';
import { myLimitsRedirect, periodUse, tierCards } from '../model/tier-info.ts';

/** Spec §9: the limits page's errors stay 12 seconds. */
export const LIMITS_ERROR_MS = 12_000;

/**
 * /upgrade-account (My Limits): the tiers of the user's country (Lite, Limited, and Unlimited for
 * the UK), theirs marked, how much of their limits they used (no amounts: the spec shows none),
 * what each tier needs, and Upgrade Now where they may upgrade. Hidden from UK senders (route
 * table): opened by URL, it sends them where the header would.
 */
export default function MyLimitsPage() {
  const user = useAtomValue(sessionUserAtom);
  const { profile, error: profileError } = useProfile();
  const limits = useCall(getLimits);
  const online = useOnline();
  const { run } = limits;
  const redirect = user ? myLimitsRedirect(user.country, user.kyc_status) : null;
  useEffect(() => {
    if (online && !redirect) void run();
  }, [run, online, redirect]);
  if (!user) return null;
  if (redirect) return <Redirect to={redirect} replace />;
  const tier = asTier(profile?.kyc_status) ?? user.kyc_status;
  const underReview = tierUnderReview(profile);
  const cards = tierCards(user.country, tier, underReview);
  const use = limits.data ? periodUse(limits.data, user.country, tier) : limits.error ? [] : undefined;
  return (
    <Stack gap="5" py="2">
      <Heading as="h1" size="xl">
        My Limits
      </Heading>
      <Text maxW="3xl">
        Your account&apos;s tier sets how much you can send per day, month, quarter and year. Upgrade your
        account to send more.
      </Text>
      <ErrorBanner
        messages={limits.error?.messages ?? []}
        onDismiss={limits.clearError}
        timeoutMs={LIMITS_ERROR_MS}
      />
      <SimpleGrid columns={{ base: 1, md: cards.length }} gap="4" alignItems="stretch">
        {cards.map((card) => (
          <TierCard key={card.tier} card={card} use={use} offerKnown={Boolean(profile || profileError)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
