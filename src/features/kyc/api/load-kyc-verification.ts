import { ApiError } from '@/lib/api-error.ts';
import type { CallState } from '@/lib/use-call.ts';
import { appStore } from '@/lib/store.ts';
import type { KycRecord } from '@/api/contract.ts';
import { kycCheckStartedAtom, kycRecordCacheAtom, kycVerificationAtom } from '../state.ts';
import { getKycVerification } from './get-kyc-verification.ts';

type Store = typeof appStore;

/**
 * Reads the remitter's KYC record into `kycVerificationAtom` (outside React, e.g. right after
 * login; callers need not wait). A logout meanwhile resets the atom, and the late answer is dropped.
 */
export async function loadKycVerification(remitterId: string, store: Store = appStore): Promise<void> {
  const started: CallState<KycRecord> = {
    data: store.get(kycVerificationAtom).data,
    loading: true,
    error: undefined,
  };
  store.set(kycVerificationAtom, started);
  store.set(kycCheckStartedAtom, Date.now());
  let next: CallState<KycRecord>;
  try {
    next = { data: await getKycVerification(remitterId), loading: false, error: undefined };
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('status', { cause: error });
    next = { data: started.data, loading: false, error: failure };
  }
  if (store.get(kycVerificationAtom) !== started) return;
  store.set(kycVerificationAtom, next);
  if (next.data && !next.error) store.set(kycRecordCacheAtom, { remitterId, record: next.data });
}

/** Clears the last read's error (its banner closed), keeping the record. */
export function clearKycStatusError(store: Store = appStore): void {
  const current = store.get(kycVerificationAtom);
  if (current.error) store.set(kycVerificationAtom, { ...current, error: undefined });
}
