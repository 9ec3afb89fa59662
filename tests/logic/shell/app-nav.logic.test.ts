import { describe, expect, it } from 'vitest';
import type { Country, KycTier } from '@/api/contract.ts';
import { appNav } from '@/features/shell/model/app-nav.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';

const user = (country: Country, kyc_status: KycTier, onboarded: boolean, remitter_id: string | null) => ({
  country,
  kyc_status,
  onboarded,
  remitter_id,
});
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('appNav', () => {
  it.each([
    [
      'UK limited',
      user('UK', 'limited', true, 'R1'),
      ['Send Money', 'Transactions', 'Beneficiaries'],
      ['Upgrade to Unlimited'],
    ],
    [
      'UK lite',
      user('UK', 'lite', true, 'R1'),
      ['Send Money', 'Transactions', 'Beneficiaries'],
      ['Upgrade to Limited', 'Upgrade to Unlimited'],
    ],
    [
      'UK unlimited',
      user('UK', 'unlimited', true, 'R1'),
      ['Send Money', 'Transactions', 'Beneficiaries'],
      [],
    ],
    [
      'SA lite',
      user('SA', 'lite', true, 'R2'),
      ['Send Money', 'Transactions', 'My Limits', 'Beneficiaries'],
      ['Upgrade to Limited'],
    ],
    [
      'SA limited',
      user('SA', 'limited', true, 'R2'),
      ['Send Money', 'Transactions', 'My Limits', 'Beneficiaries'],
      [],
    ],
  ])(
    'onboarded %s: every page, My Limits except for UK, the allowed upgrades',
    (_name, who, main, upgrades) => {
      const nav = appNav(who);
      expect(labels(nav.main)).toEqual(main);
      expect(labels(nav.account)).toEqual([
        'My Profile',
        'Change Password',
        ...upgrades,
        'Share With a Friend',
      ]);
      expect(nav.walletRemitterId).toBe(who.remitter_id);
    },
  );

  it('links My Limits to /upgrade-account and the pages to their routes', () => {
    expect(appNav(user('SA', 'lite', true, 'R2')).main.map((item) => item.href)).toEqual([
      '/send-money',
      '/transactions',
      '/upgrade-account',
      '/beneficiaries',
    ]);
    expect(appNav(user('SA', 'lite', true, 'R2')).account.map((item) => item.href)).toEqual([
      '/profile',
      '/change-password',
      '/upgrade-limited',
      '/share',
    ]);
  });

  it.each([
    ['no remitter_id yet', user('UK', 'lite', false, null)],
    ['onboarded false with an id', user('SA', 'lite', false, 'R3')],
    ['onboarded true but no id', user('UK', 'lite', true, null)],
    ['no user', null],
  ])('not onboarded (%s): Send Money and My Account (profile, password) only, no wallet', (_name, who) => {
    const nav = appNav(who);
    expect(labels(nav.main)).toEqual(['Send Money']);
    expect(labels(nav.account)).toEqual(['My Profile', 'Change Password']);
    expect(nav.walletRemitterId).toBeNull();
  });

  it('isOnboarded needs onboarded true and a remitter_id', () => {
    expect(isOnboarded(user('UK', 'lite', true, 'R1'))).toBe(true);
    expect(isOnboarded(user('UK', 'lite', true, ''))).toBe(false);
    expect(isOnboarded(user('UK', 'lite', false, 'R1'))).toBe(false);
    expect(isOnboarded(null)).toBe(false);
  });
});
