import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/contract.ts';
import { clearWhenSignedOut } from '@/features/auth/session/clear-when-signed-out.ts';
import { SESSION_USER_KEY, hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { REFERRAL_KEY } from '@/features/auth/model/referral.ts';
import { resetSessionChannel } from '@/features/auth/session/session-channel.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { PUBLIC_REMITTER, db } from '@/lib/db.ts';
import { appStore } from '@/lib/store.ts';

const user = { id: 1, remitter_id: 'R1', first_name: 'Tariro' } as User;

/** What a session left on the device: its cached rows, beside the public UI options. */
async function leaveSessionRows(): Promise<void> {
  const now = Date.now();
  await db.uiOptions.put({
    key: 'ui-options',
    remitterId: PUBLIC_REMITTER,
    value: {} as never,
    savedAt: now,
  });
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
    expect(await db.uiOptions.count()).toBe(1);
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

  it('signed in (the cookie is there): nothing is touched', async () => {
    setAccessToken('token-1');
    appStore.set(hasTokenAtom, true);
    appStore.set(sessionUserAtom, user);
    await clearWhenSignedOut(appStore);
    expect(await personalRows()).toBe(3);
    expect(appStore.get(sessionUserAtom)).toEqual(user);
  });
});
