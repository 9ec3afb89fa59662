import { atomWithReset, atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { KycRecord } from '@/api/contract.ts';
import type { CallState } from '@/lib/use-call.ts';
import { resetAtLogout, sessionAtom } from '@/lib/session/reset-at-logout.ts';

/** The signed-in remitter's KYC verification record and its call cycle; reset at logout. */
export const kycVerificationAtom = sessionAtom<CallState<KycRecord>>({
  data: undefined,
  loading: false,
  error: undefined,
});

/**
 * The last record read, kept in this tab's session storage (personal: emptied at logout), so a
 * reload shows the banner at once, and what sits below it need not wait for the identity service.
 */
export const kycRecordCacheAtom = resetAtLogout(
  atomWithStorage<{ remitterId: string; record: KycRecord } | null>(
    'kyc.record',
    null,
    createJSONStorage(() => sessionStorage),
    { getOnInit: true },
  ),
);

/** When the last read of the record started (ms since the epoch); null before the first. */
export const kycCheckStartedAtom = resetAtLogout(atomWithReset<number | null>(null));
