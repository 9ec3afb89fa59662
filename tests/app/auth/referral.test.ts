import { describe, expect, it } from 'vitest';
import { href } from '@/config/paths.ts';
import {
  REFERRAL_KEY,
  cleanReferralCode,
  keepReferralCode,
  readReferralCode,
  referralFromSearch,
} from '@/features/auth/model/referral.ts';
import { removePersonalKeys } from '@/lib/personal-data.ts';

describe('the sign-up link carries the referral code', () => {
  it('as ?ref=', () => expect(href.registerWithReferral('R100001')).toBe('/register?ref=R100001'));

  it.each<[string, string]>([
    ['?ref=R100001', 'R100001'],
    ['ref=R100001&utm=x', 'R100001'],
    ['?ref=%20R100001%20', 'R100001'],
    ['?ref=', ''],
    ['', ''],
    ['?other=R100001', ''],
    ['?ref=R1%3Cscript%3E', ''],
    [`?ref=${'A'.repeat(41)}`, ''],
    ['?ref=abc-DEF_123', 'abc-DEF_123'],
  ])('%j gives %j', (search, code) => {
    expect(referralFromSearch(search)).toBe(code);
    expect(referralFromSearch(href.registerWithReferral(code).split('?')[1]!)).toBe(code);
  });

  it('cleans stored values the same way', () => {
    expect(cleanReferralCode(null)).toBe('');
    expect(cleanReferralCode(' R1 ')).toBe('R1');
    expect(cleanReferralCode('R 1')).toBe('');
  });
});

describe('registration keeps it for the session', () => {
  it('keeps a code and reads it back; a link without one keeps the earlier one', () => {
    keepReferralCode('R100001');
    keepReferralCode('');
    expect(readReferralCode()).toBe('R100001');
    keepReferralCode('R300003');
    expect(readReferralCode()).toBe('R300003');
    sessionStorage.clear();
    expect(readReferralCode()).toBe('');
  });

  it('is personal: logout removes it', () => {
    keepReferralCode('R100001');
    expect(removePersonalKeys(sessionStorage, 'session')).toContain(REFERRAL_KEY);
    expect(readReferralCode()).toBe('');
  });
});
