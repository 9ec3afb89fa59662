import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { kycStatusErrorText } from '../api/get-kyc-verification.ts';
import { useKycStatus } from '../hooks/use-kyc-status.ts';
import { NO_USER_INFORMATION, useVerificationRequest } from '../hooks/use-verification-request.ts';
import { compactShows } from '../model/banner-state.ts';
import { RateLimitAlert } from './rate-limit-alert.tsx';
import { CHECK_STATUS, VerificationCard } from './verification-card.tsx';

/** Spec (Country selection): the banner's texts. */
export const CHECKING_TEXT = 'Checking verification status...';
export const UNABLE_TO_LOAD = 'Unable to load verification status';
export const VERIFIED = 'Verification Complete - Your account is fully verified and ready for transactions.';

// The dialog (and its iframe) loads when the sender asks for a verification session.
const loadDialog = () => import('./liveness-dialog.tsx');
const LivenessDialog = /* @__PURE__ */ lazy(() =>
  loadDialog().then((module) => ({ default: module.LivenessDialog })),
);

export interface KycStatusBannerProps {
  /** A smaller form for the top of a send page, shown only to a sender not fully verified. */
  compact?: boolean;
}

/**
 * The identity-verification status of the signed-in sender (spec doc 1 'Country selection'),
 * shared by the country page, /send-money (compact) and the profile's Documents tab.
 */
export function KycStatusBanner({ compact = false }: KycStatusBannerProps) {
  const status = useKycStatus();
  const { state, online, checking, check } = status;
  const request = useVerificationRequest(status.remitterId, check);
  // A verified sender's compact banner shows only when it turned verified on screen.
  const [sawUnverified, setSawUnverified] = useState(false);
  if (state.kind === 'unverified' && !sawUnverified) setSawUnverified(true);

  if (state.kind === 'signed-out') return null;
  if (compact && !compactShows(state, sawUnverified)) return null;

  if (state.kind === 'loading') {
    return (
      <Stack
        direction="row"
        role="status"
        gap="3"
        align="center"
        minH="12"
        px="4"
        borderWidth="1px"
        borderRadius="md"
      >
        <Spinner size="sm" />
        <Text>{CHECKING_TEXT}</Text>
      </Stack>
    );
  }

  if (state.kind === 'error') {
    return (
      <Alert.Root status="error" alignItems="start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{UNABLE_TO_LOAD}</Alert.Title>
          <Alert.Description>{kycStatusErrorText(state.error)}</Alert.Description>
          <Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={check}
              loading={checking}
              disabled={!online}
            >
              {CHECK_STATUS}
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (state.kind === 'verified') {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Description fontWeight="medium">{VERIFIED}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <VerificationCard
      record={state.record}
      compact={compact}
      online={online}
      checking={checking}
      requesting={request.requesting}
      checkUnavailable={status.remitterId ? undefined : NO_USER_INFORMATION}
      onCheck={check}
      onContinue={() => {
        void loadDialog();
        void request.start();
      }}
    >
      {state.refreshError && (
        <ErrorBanner
          messages={[kycStatusErrorText(state.refreshError)]}
          onDismiss={status.clearStatusError}
        />
      )}
      <ErrorBanner messages={request.errors} onDismiss={request.dismiss} />
      {request.rateLimit && <RateLimitAlert rateLimit={request.rateLimit} onDismiss={request.dismiss} />}
      {request.livenessUrl && (
        <Suspense fallback={null}>
          <LivenessDialog url={request.livenessUrl} onClose={request.closeDialog} />
        </Suspense>
      )}
    </VerificationCard>
  );
}
