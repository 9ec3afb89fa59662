import { useCallback, useMemo, useState } from 'react';
import { useCall } from '@/lib/use-call.ts';
import { requestErrorText, requestVerification } from '../api/request-verification.ts';
import { rateLimitOf, type KycRateLimit } from '../model/rate-limit.ts';

/** Spec §8: Continue Verification for a sender with no remitter id. */
export const NO_USER_INFORMATION = 'Unable to get user information. Please refresh and try again.';

export interface VerificationRequest {
  /** Asks for a liveness session (channel web); its page opens in the dialog. */
  start: () => Promise<void>;
  requesting: boolean;
  /** The liveness page being shown, until the dialog closes. */
  livenessUrl: string | undefined;
  closeDialog: () => void;
  /** The failure to show (not a rate limit), or none. */
  errors: string[];
  rateLimit: KycRateLimit | undefined;
  /** Closes the failure or the rate-limit alert. */
  dismiss: () => void;
}

/** Continue Verification: the request, its failures and rate limit, and the liveness dialog. */
export function useVerificationRequest(
  remitterId: string | null,
  onDialogClosed: () => void,
): VerificationRequest {
  const request = useCall(requestVerification);
  const [missingUser, setMissingUser] = useState(false);
  const [livenessUrl, setLivenessUrl] = useState<string>();
  const { run, clearError, error, loading } = request;

  const start = useCallback(async () => {
    if (!remitterId) {
      setMissingUser(true);
      return;
    }
    setMissingUser(false);
    const url = await run(remitterId, 'web');
    if (url) setLivenessUrl(url);
  }, [remitterId, run]);

  const closeDialog = useCallback(() => {
    setLivenessUrl(undefined);
    onDialogClosed();
  }, [onDialogClosed]);

  const dismiss = useCallback(() => {
    setMissingUser(false);
    clearError();
  }, [clearError]);

  const rateLimit = useMemo(() => rateLimitOf(error), [error]);
  const errors = useMemo(() => {
    if (missingUser) return [NO_USER_INFORMATION];
    return error && !rateLimit ? [requestErrorText(error)] : [];
  }, [missingUser, error, rateLimit]);

  return { start, requesting: loading, livenessUrl, closeDialog, errors, rateLimit, dismiss };
}
