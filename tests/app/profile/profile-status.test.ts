import { describe, expect, it } from 'vitest';
import type { Profile } from '@/api/contract.ts';
import { profileKeyOf, profileRemitoneStatus } from '@/features/profile/model/profile-status.ts';

describe("profileRemitoneStatus: the profile's status when it has one (spec: route guard)", () => {
  it.each([
    ['blocked', 'blocked'],
    ['expired', 'expired'],
    ['valid', 'valid'],
    [undefined, null],
    ['', null],
    ['  ', null],
    [null, null],
  ])('%j -> %j', (status, expected) => {
    const profile = { firstname: 'Amelia', remitone_status: status } as unknown as Profile;
    expect(profileRemitoneStatus(profile)).toBe(expected);
  });

  it('no profile, no status', () => {
    expect(profileRemitoneStatus(undefined)).toBeNull();
  });
});

describe('profileKeyOf: whose cached profile it is', () => {
  it.each([
    [{ id: 7, remitter_id: 'R100001' }, 'R100001'],
    [{ id: 7, remitter_id: ' R100001 ' }, 'R100001'],
    [{ id: 7, remitter_id: null }, 'user-7'],
    [{ id: 7, remitter_id: '' }, 'user-7'],
    [null, undefined],
  ])('%j -> %j', (user, key) => {
    expect(profileKeyOf(user)).toBe(key);
  });
});
