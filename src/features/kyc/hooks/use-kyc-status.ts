import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useOnline } from '@/lib/use-online.ts';
import { clearKycStatusError, loadKycVerification } from '../api/load-kyc-verification.ts';
import { bannerSettled, bannerState, type BannerState } from '../model/banner-state.ts';
import { kycCheckStartedAtom, kycRecordCacheAtom, kycVerificationAtom } from '../state.ts';

/** A record read this recently is not read again when a page with the banner opens. */
export const KYC_FRESH_MS = 30_000;

/** How long a page waits for the status before it shows what sits below the banner anyway. */
export const KYC_SETTLE_WAIT_MS = 3_000;

export interface KycStatus {
  state: BannerState;
  remitterId: string | null;
  online: boolean;
  /** A read of the record is under way (the first, or Check Status). */
  checking: boolean;
  /** Reads the record again (Check Status; the verification dialog closed). */
  check: () => void;
  clearStatusError: () => void;
}

/**
 * The signed-in sender's verification status. Opening a page with it reads the record unless a
 * read is under way or the last one, less than KYC_FRESH_MS ago, succeeded (sign-in starts one);
 * coming back online reads it again when due.
 */
export function useKycStatus(): KycStatus {
  const user = useAtomValue(sessionUserAtom);
  const remitterId = user?.remitter_id || null;
  const store = useStore();
  const read = useAtomValue(kycVerificationAtom);
  const cached = useAtomValue(kycRecordCacheAtom);
  // Until this page's first read answers, the record read before the reload.
  const call =
    read.data === undefined && cached && cached.remitterId === remitterId
      ? { ...read, data: cached.record }
      : read;
  const online = useOnline();

  useEffect(() => {
    if (!remitterId || !online) return;
    const current = store.get(kycVerificationAtom);
    if (current.loading) return;
    const startedAt = store.get(kycCheckStartedAtom);
    const fresh =
      current.data !== undefined &&
      current.error === undefined &&
      startedAt !== null &&
      Date.now() - startedAt < KYC_FRESH_MS;
    if (!fresh) void loadKycVerification(remitterId, store);
  }, [remitterId, online, store]);

  const check = useCallback(() => {
    if (remitterId) void loadKycVerification(remitterId, store);
  }, [remitterId, store]);
  const clearStatusError = useCallback(() => clearKycStatusError(store), [store]);

  return {
    state: bannerState({ signedIn: user !== null, remitterId, call }),
    remitterId,
    online,
    checking: call.loading,
    check,
    clearStatusError,
  };
}

/**
 * Whether a page may show what sits below the banner: once the status is known (or failed, or
 * offline), so the banner never pushes it down; at most KYC_SETTLE_WAIT_MS, so a slow identity
 * service never holds up sending money. Once settled it stays so for the page: a later read (the
 * banner's own when it mounts after a failure, Check Status) never takes away what the page shows,
 * which would unmount the banner and have it read again when it came back, in a loop while the
 * identity service fails at once.
 */
export function useKycSettled(): boolean {
  const { state, online } = useKycStatus();
  const settled = bannerSettled(state, online);
  const [stays, setStays] = useState(false);
  // Kept from an earlier render (React's documented pattern for state derived from changes).
  if (settled && !stays) setStays(true);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setStays(true), KYC_SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || stays;
}
