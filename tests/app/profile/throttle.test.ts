import { describe, expect, it } from 'vitest';
import {
  PROFILE_REFRESH_MS,
  shouldLoadProfile,
  type ProfileLoadRecord,
} from '@/features/profile/model/throttle.ts';

const T = 1_700_000_000_000;
const last: ProfileLoadRecord = { key: 'R1', at: T };

describe('shouldLoadProfile: at most once a minute per signed-in user', () => {
  it('waits a minute', () => {
    expect(PROFILE_REFRESH_MS).toBe(60_000);
  });

  it.each([
    ['first load after sign-in', 'R1', T, true, undefined, true],
    ['a second later', 'R1', T + 1_000, true, last, false],
    ['just under a minute later', 'R1', T + 59_999, true, last, false],
    ['a minute later', 'R1', T + 60_000, true, last, true],
    ['an hour later', 'R1', T + 3_600_000, true, last, true],
    ['at once for another user', 'R2', T + 1_000, true, last, true],
    ['the clock moved back', 'R1', T - 5_000, true, last, true],
    ['offline', 'R1', T + 60_000, false, last, false],
    ['offline, never loaded', 'R1', T, false, undefined, false],
    ['nobody signed in', undefined, T + 60_000, true, last, false],
  ] as const)('%s -> %s', (_label, key, now, online, previous, expected) => {
    expect(shouldLoadProfile({ key, now, online, last: previous })).toBe(expected);
  });
});
