import type { KycRecord } from '@/api/contract.ts';
import type { ApiError } from '@/lib/api-error.ts';
import type { CallState } from '@/lib/use-call.ts';
import { notStartedRecord } from './not-started-record.ts';
import { isFullyVerified } from './verification.ts';

/** What the status banner shows. */
export type BannerState =
  | { kind: 'signed-out' }
  | { kind: 'loading' }
  | { kind: 'error'; error: ApiError }
  | { kind: 'verified'; record: KycRecord }
  | { kind: 'unverified'; record: KycRecord; refreshError?: ApiError };

export interface BannerInput {
  signedIn: boolean;
  /** The signed-in user's remitter id; null or '' for a sender not yet registered with the provider. */
  remitterId: string | null | undefined;
  call: CallState<KycRecord>;
}

/**
 * The banner's state: nothing signed out; a sender without a remitter id has no record to read
 * (spec: it is read only when a remitter_id exists), so the not-started one; else the record read
 * (a failed refresh keeps it on screen), the failure, or the check under way.
 */
export function bannerState({ signedIn, remitterId, call }: BannerInput): BannerState {
  if (!signedIn) return { kind: 'signed-out' };
  if (!remitterId) return { kind: 'unverified', record: notStartedRecord('') };
  // The atom is the signed-in user's own (reset at logout, late answers dropped).
  const record = call.data;
  if (record) {
    if (isFullyVerified(record)) return { kind: 'verified', record };
    return call.error
      ? { kind: 'unverified', record, refreshError: call.error }
      : { kind: 'unverified', record };
  }
  if (call.error && !call.loading) return { kind: 'error', error: call.error };
  return { kind: 'loading' };
}

/**
 * Whether the compact banner (top of /send-money) shows: for a sender not fully verified, or whose
 * status could not be read; a verified one sees it only when it turned verified before their eyes
 * (`sawUnverified`), so the check they just finished says it worked. Nothing while checking.
 */
export function compactShows(state: BannerState, sawUnverified: boolean): boolean {
  switch (state.kind) {
    case 'unverified':
    case 'error':
      return true;
    case 'verified':
      return sawUnverified;
    default:
      return false;
  }
}

/** Whether the status is known (or cannot be, offline): a page may show what sits below the banner. */
export function bannerSettled(state: BannerState, online: boolean): boolean {
  return !online || state.kind !== 'loading';
}
