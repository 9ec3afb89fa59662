import { useMemo, useState } from 'react';
import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearch } from 'wouter';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useAutoDismiss } from '@/lib/use-auto-dismiss.ts';
import { useOnline } from '@/lib/use-online.ts';
import { LivenessFrame } from '../components/liveness-frame.tsx';
import { RateLimitDetails } from '../components/rate-limit-details.tsx';
import { useLinkVerification } from '../hooks/use-link-verification.ts';
import { remitterIdFromLink, type LinkPageState } from '../model/link-page.ts';
import { RATE_LIMIT_ALERT_MS, type KycRateLimit } from '../model/rate-limit.ts';

/** Spec (KYC pages, §8): the link page's texts. */
export const INVALID_LINK_TITLE = 'Invalid Link';
export const INVALID_LINK_TEXT =
  'The verification link is invalid or incomplete. Please check the URL and try again.';
export const LOADING_TITLE = 'Loading KYC verification...';
export const LOADING_TEXT = 'Preparing verification...';
export const ERROR_TITLE = 'KYC Verification Error';
export const LINK_REQUEST_FAILED = 'KYC verification error, try again later';
export const PLEASE_WAIT = 'Please wait before trying again.';
export const FRAME_TITLE = 'KYC Verification - Please complete your identity verification below';

/** The liveness page's height, and the space the loading state keeps for it (nothing jumps). */
const FRAME_HEIGHT = { base: 'max(32rem, 75dvh)', md: '40rem' } as const;

/** The rate limit's message and details, closed after 10 s (spec: the page clears it). */
function RateLimitNotice({ rateLimit }: { rateLimit: KycRateLimit }) {
  const [closed, setClosed] = useState(false);
  const messages = useMemo(() => [rateLimit.message], [rateLimit.message]);
  useAutoDismiss(messages, () => setClosed(true), RATE_LIMIT_ALERT_MS);
  if (closed) return null;
  return (
    <>
      <Text fontWeight="semibold">{rateLimit.message}</Text>
      <RateLimitDetails rateLimit={rateLimit} />
    </>
  );
}

function ErrorView({
  state,
  onRetry,
}: {
  state: Extract<LinkPageState, { kind: 'error' }>;
  onRetry: () => void;
}) {
  const online = useOnline();
  return (
    <Stack gap="4" role="alert">
      <Heading as="h1" size="xl">
        {ERROR_TITLE}
      </Heading>
      {state.rateLimit ? (
        // No retry while rate-limited (spec): a reload after the wait asks again.
        <>
          <RateLimitNotice rateLimit={state.rateLimit} />
          <Text>{PLEASE_WAIT}</Text>
        </>
      ) : (
        <>
          <Text>{LINK_REQUEST_FAILED}</Text>
          <Box>
            <Button colorPalette="blue" onClick={onRetry} disabled={!online}>
              Try Again
            </Button>
            <OfflineNote action="try again" />
          </Box>
        </>
      )}
    </Stack>
  );
}

function LinkVerification({ remitterId }: { remitterId: string }) {
  const { state, retry } = useLinkVerification(remitterId);
  if (state.kind === 'error') return <ErrorView state={state} onRetry={retry} />;
  if (state.kind === 'ready') {
    return (
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {FRAME_TITLE}
        </Heading>
        <LivenessFrame url={state.url} title="Liveness check" h={FRAME_HEIGHT} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Stack gap="1" role="status">
        <Heading as="h1" size="lg">
          {LOADING_TITLE}
        </Heading>
        <Text>{LOADING_TEXT}</Text>
      </Stack>
      <Box
        h={FRAME_HEIGHT}
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderWidth="1px"
        borderRadius="md"
      >
        <Spinner size="lg" aria-hidden="true" />
      </Box>
    </Stack>
  );
}

/**
 * /kyc-verification/{remitter_id} and /kyc-verification?remitter_id=: the liveness check opened
 * from a WhatsApp link, on a phone, signed out (channel whatsapp).
 */
export default function KycLinkPage() {
  const { remitterId: pathId } = useParams<{ remitterId?: string }>();
  const remitterId = remitterIdFromLink(pathId, useSearch());
  return (
    <Box py="6" maxW="48rem" mx="auto" w="full">
      {remitterId ? (
        <LinkVerification key={remitterId} remitterId={remitterId} />
      ) : (
        <Stack gap="3">
          <Heading as="h1" size="xl">
            {INVALID_LINK_TITLE}
          </Heading>
          <Text>{INVALID_LINK_TEXT}</Text>
        </Stack>
      )}
    </Box>
  );
}
