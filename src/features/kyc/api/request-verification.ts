import { env } from '@/config/env.ts';
import { resolveLivenessOrigin } from '@/config/liveness-origin.ts';
import { api } from '@/lib/http.ts';
import { ApiError, errorText } from '@/lib/api-error.ts';
import { framableLivenessUrl } from '../model/liveness-url.ts';

/** Doc 2 §7: web from the status banner, whatsapp from the link page. */
export type KycChannel = 'web' | 'whatsapp';

/** Spec §8 (KYC): the request's fallback text. */
export const KYC_REQUEST_FAILED = 'Failed to start KYC verification process';

/**
 * POST /api/kyc/request-verification of the identity service: the liveness page's URL, when it is
 * on the origin the app frames (else the request counts as failed).
 */
export async function requestVerification(remitterId: string, channel: KycChannel): Promise<string> {
  const answer = await api.call('identity', 'POST /api/kyc/request-verification', {
    body: { remitterId, channel },
  });
  const allowed = resolveLivenessOrigin(env.livenessOrigin, window.location.origin);
  const url = framableLivenessUrl(answer.data?.liveness_url, allowed, window.location.href);
  if (!url) {
    throw new ApiError('status', {
      cause: new Error(`The liveness page is not on the configured origin ${allowed}.`),
    });
  }
  return url;
}

/** What the banner shows when the request failed: the server's message or the fallback. */
export function requestErrorText(error: unknown): string {
  return errorText(error, { server: KYC_REQUEST_FAILED, network: KYC_REQUEST_FAILED });
}
