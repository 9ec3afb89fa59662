import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/contract.ts';
import {
  hasTokenAtom,
  logout,
  profileRemitoneStatusAtom,
  removeAtLogout,
  sessionUserAtom,
  SESSION_USER_KEY,
} from '@/features/auth';
import { CACHE_DB_NAME } from '@/features/auth/session/clear-session.ts';
import {
  resetSessionChannel,
  SESSION_CHANNEL,
  SESSION_MESSAGE_KEY,
} from '@/features/auth/session/session-channel.ts';
import { readAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { PUBLIC_REMITTER, db } from '@/lib/db.ts';
import { sessionAtom } from '@/lib/session-atoms.ts';
import { appStore } from '@/lib/store.ts';

const user = { id: 1, remitter_id: 'R1', first_name: 'Tariro', remitone_status: 'blocked' } as User;
const draftAtom = sessionAtom<string | null>(null);

async function fillCache(): Promise<void> {
  const now = Date.now();
  await db.uiOptions.put({
    key: 'ui-options',
    remitterId: PUBLIC_REMITTER,
    value: {} as never,
    savedAt: now,
  });
  await db.profile.put({ remitterId: 'R1', value: {} as never, savedAt: now });
  await db.beneficiaries.put({ remitterId: 'R1', beneficiaryId: 'B1', value: {} as never, savedAt: now });
  await db.transactions.put({ remitterId: 'R1', transRef: 'T1', value: {} as never, savedAt: now });
  await db.meta.put({ key: 'transactions:R1', lastUpdated: now });
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of db.tables) counts[table.name] = await table.count();
  return counts;
}

function signIn(): void {
  setAccessToken('token-1');
  appStore.set(hasTokenAtom, true);
  appStore.set(sessionUserAtom, user);
  appStore.set(profileRemitoneStatusAtom, 'expired');
  appStore.set(draftAtom, 'typed by the last user');
  sessionStorage.setItem('flow', 'send-money step 3');
  localStorage.setItem('update-later', 'keep me');
}

/** Messages another tab would hear on the 'session' channel. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  return { heard, close: () => channel.close() };
}

beforeEach(async () => {
  resetSessionChannel();
  await fillCache();
});

afterEach(async () => {
  resetSessionChannel();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await db.wipe();
});

describe('logout', () => {
  it('starts from a signed-in session with a full cache (the test setup is real)', async () => {
    signIn();
    expect(readAccessToken()).toBe('token-1');
    expect(localStorage.getItem(SESSION_USER_KEY)).toContain('Tariro');
    expect(Object.values(await tableCounts())).toEqual([1, 1, 1, 1, 1]);
  });

  it('empties the cookie, the session atoms, session storage, the session key and every Dexie table', async () => {
    signIn();
    await logout();
    expect(readAccessToken()).toBeNull();
    expect(document.cookie).not.toMatch(/access=token/);
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(appStore.get(profileRemitoneStatusAtom)).toBeNull();
    expect(appStore.get(draftAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(await tableCounts()).toEqual({
      uiOptions: 0,
      profile: 0,
      beneficiaries: 0,
      transactions: 0,
      meta: 0,
    });
  });

  it('keeps localStorage keys that are not the session’s', async () => {
    signIn();
    await logout();
    expect(localStorage.getItem('update-later')).toBe('keep me');
  });

  it('removes the localStorage keys registered with removeAtLogout', async () => {
    removeAtLogout('selected-country');
    localStorage.setItem('selected-country', 'KE');
    await logout();
    expect(localStorage.getItem('selected-country')).toBeNull();
  });

  it('tells the other open tabs', async () => {
    const tab = otherTab();
    signIn();
    await logout();
    await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'logout' }]));
    tab.close();
  });

  it('tells the other tabs through a storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await logout();
    const written = setItem.mock.calls.find(([key]) => key === SESSION_MESSAGE_KEY);
    expect(JSON.parse(written![1])).toMatchObject({ type: 'logout' });
    expect(localStorage.getItem(SESSION_MESSAGE_KEY)).toBeNull();
  });

  it('is safe when already signed out, and again', async () => {
    await expect(logout()).resolves.toBeUndefined();
    await expect(logout()).resolves.toBeUndefined();
    expect(readAccessToken()).toBeNull();
    expect(await db.meta.count()).toBe(0);
  });

  it('runs once for calls made while it runs (several 401s at once)', async () => {
    const tab = otherTab();
    const wipe = vi.spyOn(db, 'wipe');
    signIn();
    await Promise.all([logout(), logout(), logout()]);
    expect(wipe).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(tab.heard).toHaveLength(1));
    tab.close();
  });

  it('still signs out, and deletes the database, when the wipe fails', async () => {
    vi.spyOn(db, 'wipe').mockRejectedValue(new Error('disk full'));
    const deleteDatabase = vi.spyOn(indexedDB, 'deleteDatabase');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    await expect(logout()).resolves.toBeUndefined();
    expect(readAccessToken()).toBeNull();
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(deleteDatabase).toHaveBeenCalledWith(CACHE_DB_NAME);
    expect(CACHE_DB_NAME).toBe(db.name);
  });
});
