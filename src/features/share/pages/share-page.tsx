import { useAtomValue } from 'jotai';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { routes } from '@/config/paths.ts';
import { ShareLink } from '../components/share-link.tsx';
import { CODE_COMES_WITH_FIRST_TRANSFER, REFERRAL_OFFER, referralCodeOf } from '../model/referral.ts';

/**
 * /share (Share With a Friend): the offer, the sender's referral code (their remitter_id) and a
 * sign-up link carrying it, to share, copy or scan; a sender without a code yet is told it comes
 * with their first transfer.
 */
export default function SharePage() {
  const code = referralCodeOf(useAtomValue(sessionUserAtom));
  return (
    <Stack gap="5" py="2" maxW="2xl">
      <Heading as="h1" size="xl">
        Share With a Friend
      </Heading>
      <Card.Root variant="subtle">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            {REFERRAL_OFFER}
          </Heading>
          <Text>
            Invite a friend to send money with us. When they sign up with your link or your referral code, you
            each get one free transfer.
          </Text>
        </Card.Body>
      </Card.Root>
      {code ? (
        <ShareLink code={code} />
      ) : (
        <Stack gap="3" align="start">
          <Text>{CODE_COMES_WITH_FIRST_TRANSFER}</Text>
          <Button asChild>
            <RouterLink href={routes.sendMoney.pattern}>Send Money</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
