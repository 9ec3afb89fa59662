import { Alert, Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'wouter';
import type { Profile, UiOptions } from '@/api/contract.ts';
import { DetailList } from '@/components/detail-list.tsx';
import { routes } from '@/config/paths.ts';
import { isLocked } from '@/config/route-access.ts';
import { remitoneStatusAtom } from '@/lib/session/user.ts';
import { KycStatusBanner } from '@/features/kyc';
import { documentsOnFile, tierText } from '../model/profile-view.ts';
import { tierLabel, tierUnderReview, upgradeTargets } from '../model/tiers.ts';

const UPGRADE_PAGES = { limited: routes.upgradeLimited.pattern, unlimited: routes.upgradeUnlimited.pattern };

/**
 * The Documents tab: the tier (and an upgrade under review, or the upgrades open to it, none while
 * the account is locked), the IDs on file, identity verification.
 */
export function DocumentsPanel({ profile, options }: { profile: Profile; options: UiOptions | undefined }) {
  const { tier, review } = tierText(profile);
  const documents = documentsOnFile(profile, options);
  const locked = isLocked(useAtomValue(remitoneStatusAtom));
  const upgrades =
    tierUnderReview(profile) || locked ? [] : upgradeTargets(profile.country, profile.kyc_status);
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="tier-heading" gap="2">
        <Heading as="h2" size="md" id="tier-heading">
          Account tier
        </Heading>
        <Text>
          Your account is <strong>{tier}</strong>.
        </Text>
        {review && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Description>{review}</Alert.Description>
          </Alert.Root>
        )}
        {upgrades.length > 0 && (
          <HStack gap="4" wrap="wrap">
            {upgrades.map((target) => (
              <Link key={target} asChild variant="underline" colorPalette="blue">
                <RouterLink href={UPGRADE_PAGES[target]}>Upgrade to {tierLabel(target)}</RouterLink>
              </Link>
            ))}
          </HStack>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="ids-heading" gap="3">
        <Heading as="h2" size="md" id="ids-heading">
          Identity documents on file
        </Heading>
        {documents.length === 0 ? (
          <Text>No identity documents on file yet.</Text>
        ) : (
          documents.map((document) => (
            <Card.Root key={document.title} variant="outline" size="sm">
              <Card.Body gap="3">
                <Heading as="h3" size="sm">
                  {document.title}
                </Heading>
                <DetailList items={document.items} />
              </Card.Body>
            </Card.Root>
          ))
        )}
      </Stack>
      <Stack as="section" aria-labelledby="kyc-heading" gap="3">
        <Heading as="h2" size="md" id="kyc-heading">
          Identity verification
        </Heading>
        <Box>
          <KycStatusBanner />
        </Box>
      </Stack>
    </Stack>
  );
}
