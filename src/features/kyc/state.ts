import { atomWithReset } from 'jotai/utils';
import type { KycRecord } from '@/api/contract.ts';
import type { CallState } from '@/lib/use-call.ts';
import { resetAtLogout, sessionAtom } from '@/lib/session-atoms.ts';

/** The signed-in remitter's KYC verification record and its call cycle; reset at logout. */
export const kycVerificationAtom = sessionAtom<CallState<KycRecord>>({
  data: undefined,
  loading: false,
  error: undefined,
});

/** When the last read of the record started (ms since the epoch); null before the first. */
export const kycCheckStartedAtom = resetAtLogout(atomWithReset<number | null>(null));
