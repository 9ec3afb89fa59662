import { describe, expect, it } from 'vitest';
import type { KycRecord } from '@/api/contract.ts';
import { notStartedRecord } from '@/features/kyc/model/not-started-record.ts';
import {
  bannerSettled,
  bannerState,
  compactShows,
  type BannerState,
} from '@/features/kyc/model/banner-state.ts';
import { ApiError } from '@/lib/api-error.ts';
import type { CallState } from '@/lib/use-call.ts';

const unverified = notStartedRecord('R1');
const verified: KycRecord = {
  ...unverified,
  verification_summary: { ...unverified.verification_summary, is_verified: true, progress_percentage: 100 },
};
const failure = new ApiError('network');

const call = (state: Partial<CallState<KycRecord>>): CallState<KycRecord> => ({
  data: undefined,
  loading: false,
  error: undefined,
  ...state,
});

describe('the banner state', () => {
  it.each<[string, Parameters<typeof bannerState>[0], BannerState]>([
    [
      'signed out',
      { signedIn: false, remitterId: 'R1', call: call({ data: verified }) },
      { kind: 'signed-out' },
    ],
    [
      'no remitter id: not started, nothing read',
      { signedIn: true, remitterId: null, call: call({}) },
      { kind: 'unverified', record: notStartedRecord('') },
    ],
    ['not read yet', { signedIn: true, remitterId: 'R1', call: call({}) }, { kind: 'loading' }],
    ['reading', { signedIn: true, remitterId: 'R1', call: call({ loading: true }) }, { kind: 'loading' }],
    [
      'failed',
      { signedIn: true, remitterId: 'R1', call: call({ error: failure }) },
      { kind: 'error', error: failure },
    ],
    [
      'verified',
      { signedIn: true, remitterId: 'R1', call: call({ data: verified }) },
      { kind: 'verified', record: verified },
    ],
    [
      'not verified',
      { signedIn: true, remitterId: 'R1', call: call({ data: unverified }) },
      { kind: 'unverified', record: unverified },
    ],
    [
      'not verified, read again (the record stays)',
      { signedIn: true, remitterId: 'R1', call: call({ data: unverified, loading: true }) },
      { kind: 'unverified', record: unverified },
    ],
    [
      'not verified, a refresh failed (the record stays, with the failure)',
      { signedIn: true, remitterId: 'R1', call: call({ data: unverified, error: failure }) },
      { kind: 'unverified', record: unverified, refreshError: failure },
    ],
  ])('%s', (_name, input, expected) => {
    expect(bannerState(input)).toEqual(expected);
  });
});

describe('the compact banner (top of /send-money) shows for a sender not fully verified', () => {
  it.each<[BannerState, boolean, boolean]>([
    [{ kind: 'signed-out' }, true, false],
    [{ kind: 'loading' }, false, false],
    [{ kind: 'loading' }, true, false],
    [{ kind: 'error', error: failure }, false, true],
    [{ kind: 'unverified', record: unverified }, false, true],
    [{ kind: 'verified', record: verified }, false, false],
    // turned verified on screen (a check just finished): it says so
    [{ kind: 'verified', record: verified }, true, true],
  ])('%j, saw it unverified %s: %s', (state, sawUnverified, shows) => {
    expect(compactShows(state, sawUnverified)).toBe(shows);
  });
});

describe('a page may show what is below the banner once the status is known', () => {
  it.each<[BannerState, boolean, boolean]>([
    [{ kind: 'loading' }, true, false],
    [{ kind: 'loading' }, false, true],
    [{ kind: 'error', error: failure }, true, true],
    [{ kind: 'verified', record: verified }, true, true],
    [{ kind: 'unverified', record: unverified }, true, true],
    [{ kind: 'signed-out' }, true, true],
  ])('%j online %s: %s', (state, online, settled) => {
    expect(bannerSettled(state, online)).toBe(settled);
  });
});
