import type { ApiError } from '@/lib/api-error.ts';
import type { CallState } from '@/lib/use-call.ts';
import type { KycRateLimit } from './rate-limit.ts';

/** A remitter id as the provider issues them (letters, digits, '-' and '_'); anything else is no link. */
const REMITTER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The remitter id of a WhatsApp link: `/kyc-verification/{remitter_id}`, or
 * `/kyc-verification?remitter_id=` (remitterId accepted too); undefined when missing or malformed.
 */
export function remitterIdFromLink(pathId: string | undefined, search: string): string | undefined {
  const query = new URLSearchParams(search);
  const raw = pathId ?? query.get('remitter_id') ?? query.get('remitterId') ?? '';
  const id = decoded(raw).trim();
  return REMITTER_ID.test(id) ? id : undefined;
}

/** The link page's states (doc 1 'KYC pages'). */
export type LinkPageState =
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'error'; error: ApiError; rateLimit?: KycRateLimit }
  | { kind: 'ready'; url: string };

export interface LinkPageInput {
  remitterId: string | undefined;
  call: CallState<string>;
  rateLimit: KycRateLimit | undefined;
}

/**
 * Invalid link, the request under way, its failure (with the rate limit when that was the cause:
 * the page then offers no retry) or the liveness page.
 */
export function linkPageState({ remitterId, call, rateLimit }: LinkPageInput): LinkPageState {
  if (!remitterId) return { kind: 'invalid' };
  if (call.loading) return { kind: 'loading' };
  if (call.error) {
    return rateLimit ? { kind: 'error', error: call.error, rateLimit } : { kind: 'error', error: call.error };
  }
  return call.data ? { kind: 'ready', url: call.data } : { kind: 'loading' };
}
