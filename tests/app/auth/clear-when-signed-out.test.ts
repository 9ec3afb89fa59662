import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/contract.ts';
import { clearWhenSignedOut } from '@/features/auth/session/clear-when-signed-out.ts';
import { SESSION_USER_KEY, hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { REFERRAL_KEY } from '@/features/auth/model/referral.ts';
import { resetSessionChannel } from '@/features/auth/session/session-channel.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { readCachedUiOptions, writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { db } from '@/lib/db.ts';
import { PERSONAL_ROWS_KEY } from '@/lib/personal-rows-mark.ts';
import { appStore } from '@/lib/store.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const user = { id: 1, remitter_id: 'R1', first_name: 'Tariro' } as User;

/** What a session left on the device: its cached rows, beside the public UI options. */
async function leaveSessionRows(): Promise<void> {
  const now = Date.now();
  writeCachedUiOptions(UI_OPTIONS, now);
  await db.profile.put({ remitterId: 'R1', value: {} as never, savedAt: now });
  await db.transactions.put({ remitterId: 'R1', transRef: 'T1', value: {} as never, savedAt: now });
  await db.beneficiaries.put({ remitterId: 'R1', beneficiaryId: 'B1', value: {} as never, savedAt: now });
}

const personalRows = async () =>
  (await db.profile.count()) + (await db.transactions.count()) + (await db.beneficiaries.count());

beforeEach(leaveSessionRows);

afterEach(async () => {
  resetSessionChannel();
  clearAccessToken();
  appStore.set(hasTokenAtom, false);
  localStorage.clear();
  sessionStorage.clear();
  await db.wipe();
});

describe('start-up without a session: what a past session left goes before anything renders', () => {
  it('the browser was closed (no cookie), the stored user and the rows remain: all removed but the public options', async () => {
    appStore.set(sessionUserAtom, user);
    sessionStorage.setItem(REFERRAL_KEY, 'R100001');
    expect(await personalRows()).toBe(3);
    await clearWhenSignedOut(appStore);
    expect(await personalRows()).toBe(0);
    expect(readCachedUiOptions()).toBeDefined();
    expect(localStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(appStore.get(sessionUserAtom)).toBeNull();
    // A past session's referral code goes with it.
    expect(sessionStorage.getItem(REFERRAL_KEY)).toBeNull();
  });

  it('rows without a stored user (it was removed, the rows were not) are removed; a visitor keeps their referral code', async () => {
    sessionStorage.setItem(REFERRAL_KEY, 'R100001');
    await clearWhenSignedOut(appStore);
    expect(await personalRows()).toBe(0);
    expect(sessionStorage.getItem(REFERRAL_KEY)).toBe('R100001');
  });

  it('rows of a release before the note (a stored user, no note) are removed all the same', async () => {
    appStore.set(sessionUserAtom, user);
    localStorage.removeItem(PERSONAL_ROWS_KEY);
    await clearWhenSignedOut(appStore);
    expect(await personalRows()).toBe(0);
  });

  it("a visitor's start (no stored user, no note of personal rows) renders without Dexie's wipe", async () => {
    await db.wipe(); // nobody signed in on this device: no rows, no note
    const wipe = vi.spyOn(db, 'wipe');
    try {
      await clearWhenSignedOut(appStore);
      expect(wipe).not.toHaveBeenCalled();
      expect(readCachedUiOptions()).toBeDefined();
    } finally {
      wipe.mockRestore();
    }
  });

  it('signed in (the cookie is there): nothing is touched', async () => {
    setAccessToken('token-1');
    appStore.set(hasTokenAtom, true);
    appStore.set(sessionUserAtom, user);
    await clearWhenSignedOut(appStore);
    expect(await personalRows()).toBe(3);
    expect(appStore.get(sessionUserAtom)).toEqual(user);
  });
});
