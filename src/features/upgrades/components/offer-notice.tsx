import { Alert, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { routes } from '@/config/paths.ts';
import { tierLabel } from '@/features/profile';
import { underReviewText, type UpgradeOffer } from '../model/upgrade-offer.ts';
import { upgradePath } from '../model/tier-info.ts';

/** Why there is no form here: an upgrade under review, or one this account cannot take. */
export function OfferNotice({ offer }: { offer: Exclude<UpgradeOffer, { kind: 'form' }> }) {
  return (
    <Stack gap="4" maxW="2xl">
      {offer.kind === 'under-review' ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Upgrade under review</Alert.Title>
            <Alert.Description>{underReviewText(offer.requested)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="2">
          <Heading as="h2" size="md">
            This upgrade is not available for your account
          </Heading>
          <Text>{offer.reason}</Text>
        </Stack>
      )}
      <HStack gap="5" wrap="wrap">
        {offer.kind === 'unavailable' && offer.alternative && (
          <Link asChild variant="underline" colorPalette="blue">
            <RouterLink href={upgradePath(offer.alternative)}>
              Upgrade to {tierLabel(offer.alternative)}
            </RouterLink>
          </Link>
        )}
        <Link asChild variant="underline" colorPalette="blue">
          <RouterLink href={routes.profile.pattern}>View your profile</RouterLink>
        </Link>
        <Link asChild variant="underline" colorPalette="blue">
          <RouterLink href={routes.sendMoney.pattern}>Send money</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
