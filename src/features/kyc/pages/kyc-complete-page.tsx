import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'wouter';
import { authenticatedAtom } from '@/lib/session/user.ts';
import { HOME_AFTER_LOGIN } from '@/config/paths.ts';

/** Spec (KYC pages), word for word and whole: the page's one message, its heading. */
export const VERIFICATION_COMPLETE =
  'Verification Data received. Thank you for completing your verification process. We are currently processing your results. We will notify you once complete';

/**
 * /kyc/verification-complete: where the liveness page sends the sender once their data is in
 * (signed out from a WhatsApp link, or signed in from the app's dialog).
 */
export default function KycCompletePage() {
  const signedIn = useAtomValue(authenticatedAtom);
  return (
    <Stack gap="4" py="6" maxW="40rem">
      <Heading as="h1" size="lg">
        {VERIFICATION_COMPLETE}
      </Heading>
      {signedIn && (
        <Box>
          <Link asChild variant="underline" colorPalette="blue" fontWeight="semibold">
            <RouterLink href={HOME_AFTER_LOGIN}>Back to Send Money</RouterLink>
          </Link>
        </Box>
      )}
    </Stack>
  );
}
