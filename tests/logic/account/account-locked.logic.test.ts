import { describe, expect, it } from 'vitest';
import type { RemitoneStatus } from '@/api/contract.ts';
import { backTarget, canLeaveLockedPage } from '@/features/account/model/account-locked.ts';

describe('canLeaveLockedPage (both statuses valid)', () => {
  const cases: [RemitoneStatus | null | undefined, RemitoneStatus | null, boolean][] = [
    ['valid', 'valid', true],
    ['valid', null, true], // profile not loaded yet: the user's speaks for both, as in the guard
    ['valid', 'blocked', false],
    ['valid', 'expired', false],
    ['blocked', 'valid', false],
    ['expired', 'valid', false],
    ['blocked', null, false],
    ['expired', 'expired', false],
    [null, 'valid', false],
    [undefined, null, false],
  ];
  it.each(cases)('user %s, profile %s -> %s', (user, profile, expected) => {
    expect(canLeaveLockedPage(user, profile)).toBe(expected);
  });
});

describe('backTarget', () => {
  const cases: [string | undefined, string][] = [
    ['/transactions', '/transactions'],
    ['/transactions/TR1?x=1', '/transactions/TR1?x=1'],
    ['/upgrade-account', '/upgrade-account'],
    ['/send-money-other', '/send-money-other'],
    [undefined, '/send-money'], // no history
    ['/', '/send-money'], // the login page would log out
    ['/login', '/send-money'],
    ['/register', '/send-money'],
    ['/account-locked', '/send-money'],
    ['/delete-account', '/send-money'],
    ['/no-such-page', '/send-money'],
    ['//evil.example.com/transactions', '/send-money'],
    ['https://evil.example.com/', '/send-money'],
  ];
  it.each(cases)('%s -> %s', (previous, expected) => {
    expect(backTarget(previous)).toBe(expected);
  });
});
