import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { User } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { startKycVerificationLoad } from '@/features/kyc/api/start-kyc-load.ts';
import { kycVerificationAtom } from '@/features/kyc/state.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';

const signedIn = (remitterId: string) => {
  const store = createStore();
  store.set(sessionUserAtom, { remitter_id: remitterId } as User);
  return store;
};

describe('the KYC read started at sign-in (its code loaded then)', () => {
  beforeEach(() => vi.stubGlobal('fetch', sandboxFetch().fetch));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads the signed-in remitter record into the session atom', async () => {
    const store = signedIn('R200001');
    await startKycVerificationLoad('R200001', store);
    expect(store.get(kycVerificationAtom).data?.verification_summary.remitter_id).toBe('R200001');
  });

  it('reads nothing when the sender signed out while the code was on its way', async () => {
    const store = signedIn('R200001');
    const started = startKycVerificationLoad('R200001', store);
    resetSessionAtoms(store);
    await started;
    expect(store.get(kycVerificationAtom)).toEqual({ data: undefined, loading: false, error: undefined });
  });
});
