import type { KycRecord } from '@/api/contract.ts';
import type { CallState } from '@/lib/use-call.ts';
import { sessionAtom } from '@/lib/session-atoms.ts';

/** The signed-in remitter's KYC verification record and its call cycle; reset at logout. */
export const kycVerificationAtom = sessionAtom<CallState<KycRecord>>({
  data: undefined,
  loading: false,
  error: undefined,
});
