import { describe, expect, it } from 'vitest';
import type { Country, KycTier } from '@/api/contract.ts';
import {
  UPGRADE_REQUIRED_MESSAGE,
  packageName,
  showsLimitPanel,
  showsUpgradeLink,
  upgradeLinkAllowed,
  upgradeRequired,
} from '@/remittance/model/account-rules.ts';

const account = (country: Country, kyc_status: KycTier, onboarded = true) => ({
  country,
  kyc_status,
  onboarded,
  remitter_id: onboarded ? 'R1' : null,
});

describe('the upgrade link rule: SA users not limited, UK users not unlimited, onboarded only', () => {
  const table: [Country, KycTier, boolean, boolean, boolean][] = [
    // country, tier, onboarded, allowed by the rule, shown (the panel is hidden for UK)
    ['SA', 'lite', true, true, true],
    ['SA', 'limited', true, false, false],
    ['SA', 'unlimited', true, true, true],
    ['UK', 'lite', true, true, false],
    ['UK', 'limited', true, true, false],
    ['UK', 'unlimited', true, false, false],
    ['SA', 'lite', false, false, false],
    ['UK', 'lite', false, false, false],
  ];
  it.each(table)('%s %s onboarded=%s: allowed %s, shown %s', (country, tier, onboarded, allowed, shown) => {
    expect(upgradeLinkAllowed(account(country, tier, onboarded))).toBe(allowed);
    expect(showsUpgradeLink(account(country, tier, onboarded))).toBe(shown);
  });

  it('needs a remitter_id as well as the onboarded flag', () => {
    expect(upgradeLinkAllowed({ ...account('SA', 'lite'), remitter_id: null })).toBe(false);
  });
});

describe('SA onboarded lite users must upgrade (spec §6)', () => {
  it.each([
    ['SA', 'lite', true, true],
    ['SA', 'lite', false, false],
    ['SA', 'limited', true, false],
    ['UK', 'lite', true, false],
    ['UK', 'limited', true, false],
  ] as [Country, KycTier, boolean, boolean][])(
    '%s %s onboarded=%s -> %s',
    (country, tier, onboarded, required) => {
      expect(upgradeRequired(account(country, tier, onboarded))).toBe(required);
    },
  );

  it('says so in the spec words', () => {
    expect(UPGRADE_REQUIRED_MESSAGE).toBe('Upgrade your account to continue transacting!');
  });
});

describe('the limit panel is not shown to UK users', () => {
  it.each([
    ['UK', false],
    ['SA', true],
  ])('%s -> %s', (country, shown) => {
    expect(showsLimitPanel(country)).toBe(shown);
  });
});

describe('package: the kyc status uppercased', () => {
  it.each([
    ['lite', 'LITE'],
    ['limited', 'LIMITED'],
    ['unlimited', 'UNLIMITED'],
  ])('%s -> %s', (tier, name) => {
    expect(packageName(tier)).toBe(name);
  });
});
