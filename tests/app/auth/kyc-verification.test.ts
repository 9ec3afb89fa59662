import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { KYC_SERVICES } from '@/api/contract.ts';
import { getKycVerification, kycStatusErrorText } from '@/features/kyc/api/get-kyc-verification.ts';
import { kycVerificationAtom } from '@/features/kyc/state.ts';
import { loadKycVerification } from '@/features/kyc/api/load-kyc-verification.ts';
import { notStartedRecord } from '@/features/kyc/model/not-started-record.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { ApiError } from '@/lib/api-error.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';

describe('the not-started record (spec §4: a 404 means not started)', () => {
  const record = notStartedRecord('R300009');

  it('is not_started, every service not_attempted and needing retry', () => {
    expect(record.verification_summary).toMatchObject({
      remitter_id: 'R300009',
      overall_status: 'not_started',
      is_verified: false,
      progress_percentage: 0,
    });
    for (const name of KYC_SERVICES) {
      expect(record.verification_services[name]).toMatchObject({
        status: 'not_attempted',
        needs_retry: true,
      });
    }
    expect(record.retry_status.services_needing_retry).toEqual([...KYC_SERVICES]);
    expect(record.retry_status.services_passed).toEqual([]);
  });

  it('has PEP, sanctions and adverse media pending', () => {
    expect(record.verification_services.aml_pep_screening).toMatchObject({
      pep_status: 'pending',
      sanctions_status: 'pending',
      adverse_media_status: 'pending',
    });
  });
});

describe('reading the record from the identity service', () => {
  beforeEach(() => vi.stubGlobal('fetch', sandboxFetch().fetch));
  afterEach(() => vi.unstubAllGlobals());

  it('returns the stored record (sa.sender has a partial one)', async () => {
    const record = await getKycVerification('R200001');
    expect(record.verification_summary.remitter_id).toBe('R200001');
    expect(record.verification_summary.overall_status).not.toBe('not_started');
  });

  it('turns a 404 into the not-started record', async () => {
    await expect(getKycVerification('R399999')).resolves.toEqual(notStartedRecord('R399999'));
  });

  it('loads into the session atom, which a logout resets', async () => {
    const store = createStore();
    const loading = loadKycVerification('R399999', store);
    expect(store.get(kycVerificationAtom).loading).toBe(true);
    await loading;
    expect(store.get(kycVerificationAtom)).toMatchObject({ loading: false, error: undefined });
    expect(store.get(kycVerificationAtom).data?.verification_summary.overall_status).toBe('not_started');
    resetSessionAtoms(store);
    expect(store.get(kycVerificationAtom).data).toBeUndefined();
  });

  it('drops an answer that arrives after a logout', async () => {
    const store = createStore();
    const loading = loadKycVerification('R200001', store);
    resetSessionAtoms(store);
    await loading;
    expect(store.get(kycVerificationAtom)).toEqual({ data: undefined, loading: false, error: undefined });
  });

  it('keeps a failure as the error, with its text', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const store = createStore();
    await loadKycVerification('R200001', store);
    const { error } = store.get(kycVerificationAtom);
    expect(error).toBeInstanceOf(ApiError);
    expect(kycStatusErrorText(error)).toBe('Failed to fetch KYC verification status');
  });
});
