import { describe, expect, it } from 'vitest';
import type { KycTier } from '@/api/contract.ts';
import {
  asTier,
  tierLabel,
  tiersOf,
  tierUnderReview,
  upgradeTargets,
} from '@/features/profile/model/tiers.ts';

describe('upgradeTargets (doc 2 §6 upgrade paths)', () => {
  it.each([
    ['UK', 'lite', ['limited', 'unlimited']],
    ['UK', 'limited', ['unlimited']],
    ['UK', 'unlimited', []],
    ['SA', 'lite', ['limited']],
    ['SA', 'limited', []],
    ['SA', 'unlimited', []],
    ['UK', 'gold', []],
  ])('%s %s -> %j', (country, tier, targets) => expect(upgradeTargets(country, tier)).toEqual(targets));
});

describe('tiersOf: Unlimited for the UK only', () => {
  it.each([
    ['UK', ['lite', 'limited', 'unlimited']],
    ['SA', ['lite', 'limited']],
  ])('%s -> %j', (country, tiers) => expect(tiersOf(country)).toEqual(tiers));
});

describe('tierUnderReview: the middleware tier above the one in force', () => {
  const profile = (kyc_status: string, middleware: string) => ({
    kyc_status: kyc_status as KycTier,
    middleware: { kyc_status: middleware as KycTier, gender: '' },
  });
  it.each([
    ['lite', 'lite', null],
    ['lite', 'limited', 'limited'],
    ['lite', 'unlimited', 'unlimited'],
    ['limited', 'unlimited', 'unlimited'],
    ['limited', 'limited', null],
    ['limited', 'lite', null],
    ['unlimited', 'limited', null],
    ['lite', '', null],
    ['', 'limited', null],
  ])('remitone %s, middleware %s -> %s', (inForce, recorded, expected) => {
    expect(tierUnderReview(profile(inForce, recorded))).toBe(expected);
  });

  it('no profile, no review', () => expect(tierUnderReview(undefined)).toBeNull());
});

describe('tier names', () => {
  it.each([
    ['lite', 'Lite', 'lite'],
    ['limited', 'Limited', 'limited'],
    ['unlimited', 'Unlimited', 'unlimited'],
    ['gold', 'gold', undefined],
  ])('%s', (value, label, tier) => {
    expect(tierLabel(value)).toBe(label);
    expect(asTier(value)).toBe(tier);
  });
});
