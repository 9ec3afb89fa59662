import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/contract.ts';
import { logout } from '@/features/auth/logout.ts';
import {
  hasTokenAtom,
  profileRemitoneStatusAtom,
  sessionUserAtom,
  SESSION_USER_KEY,
} from '@/lib/session/user.ts';
import { CACHE_DB_NAME } from '@/features/auth/session/clear-session.ts';
import {
  resetSessionChannel,
  SESSION_CHANNEL,
  SESSION_MESSAGE_KEY,
} from '@/features/auth/session/session-channel.ts';
import { markPaymentStarted } from '@/features/payments/model/payment-started.ts';
import {
  dismissForSession,
  isDismissedForSession,
  recordUpdateAttempt,
  UPDATE_ATTEMPT_KEY,
} from '@/features/pwa/model/update-storage.ts';
import { SENDER_DRAFT_KEY } from '@/features/send-money/sender-draft.ts';
import {
  AMOUNT_FORM_KEY,
  BENEFICIARY_CHOICE_KEY,
  SENDER_DETAILS_KEY,
  STAGE_KEY,
} from '@/features/send-money/state.ts';
import { readCachedUiOptions, writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { readAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { PERSONAL_ROWS_KEY } from '@/lib/personal-rows-mark.ts';
import { RATE_ALERTS_KEY } from '@/lib/rate-alerts-mark.ts';
import { CHUNK_RELOAD_KEY } from '@/lib/lazy-page.ts';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { appStore } from '@/lib/store.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const user = { id: 1, remitter_id: 'R1', first_name: 'Tariro', remitone_status: 'blocked' } as User;
const draftAtom = sessionAtom<string | null>(null);
/** The public UI options (the sandbox's), as a past start cached them. */
const PUBLIC_OPTIONS = UI_OPTIONS;
const UPDATE_ATTEMPT_AT = 1_700_000_000_000;

async function fillCache(): Promise<void> {
  const now = Date.now();
  writeCachedUiOptions(PUBLIC_OPTIONS, now);
  await db.profile.put({ remitterId: 'R1', value: {} as never, savedAt: now });
  await db.beneficiaries.put({ remitterId: 'R1', beneficiaryId: 'B1', value: {} as never, savedAt: now });
  await db.transactions.put({ remitterId: 'R1', transRef: 'T1', value: {} as never, savedAt: now });
  await db.meta.put({ key: 'transactions:R1', lastUpdated: now });
  await db.corridors.put({ remitterId: 'R1', value: [], savedAt: now });
  // A rate alert (src/features/rate-alerts) and the note that the device holds one.
  localStorage.setItem(RATE_ALERTS_KEY, '1');
  await db.rateAlerts.put({
    corridor: 'GBP_TO_USD',
    source: 'GBP',
    destination: 'USD',
    target: 1.3,
    setAt: now,
  });
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
  // the send flow's drafts and state, a payment note, and keys no one registered anywhere
  for (const key of [
    AMOUNT_FORM_KEY,
    STAGE_KEY,
    SENDER_DETAILS_KEY,
    BENEFICIARY_CHOICE_KEY,
    SENDER_DRAFT_KEY,
  ]) {
    sessionStorage.setItem(key, '{"typed":"by the last user"}');
  }
  markPaymentStarted('ZW-000123');
  sessionStorage.setItem('flow', 'send-money step 3');
  localStorage.setItem('selected-country', 'KE');
}

/** What belongs to the app, not the user: the update notice's 'Later' and attempt, the chunk guard. */
function usePublicStorage(): void {
  dismissForSession(sessionStorage);
  recordUpdateAttempt(localStorage, UPDATE_ATTEMPT_AT);
  sessionStorage.setItem(CHUNK_RELOAD_KEY, '["http://x/assets/page-abc.js"]');
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
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).not.toBeNull(); // the rows were noted
    expect(await tableCounts()).toEqual({
      profile: 1,
      beneficiaries: 1,
      transactions: 1,
      meta: 1,
      corridors: 1,
      rateAlerts: 1,
    });
    expect(sessionStorage.length).toBe(7);
  });

  it("removes what is personal: cookie, session atoms, session and local keys, the user's Dexie rows", async () => {
    signIn();
    usePublicStorage();
    await logout();
    expect(readAccessToken()).toBeNull();
    expect(document.cookie).not.toMatch(/access=token/);
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(appStore.get(profileRemitoneStatusAtom)).toBeNull();
    expect(appStore.get(draftAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(localStorage.getItem('selected-country')).toBeNull(); // personal unless listed as public
    for (const key of [
      AMOUNT_FORM_KEY,
      STAGE_KEY,
      SENDER_DETAILS_KEY,
      BENEFICIARY_CHOICE_KEY,
      SENDER_DRAFT_KEY,
    ]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('payment-started:ZW-000123')).toBeNull();
    expect(sessionStorage.getItem('flow')).toBeNull();
    expect(await tableCounts()).toEqual({
      profile: 0,
      beneficiaries: 0,
      transactions: 0,
      meta: 0,
      corridors: 0,
      rateAlerts: 0,
    });
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull(); // and so is the note of them
    expect(localStorage.getItem(RATE_ALERTS_KEY)).toBeNull(); // and the note of the rate alerts
  });

  it("keeps a signed-out visitor's rate alerts (the login screen's calculator), and the note of them", async () => {
    // No session in this tab: the login screen's logout, on a device a past session left rows on.
    await logout();
    expect(await tableCounts()).toEqual({
      profile: 0,
      beneficiaries: 0,
      transactions: 0,
      meta: 0,
      corridors: 0,
      rateAlerts: 1,
    });
    expect(localStorage.getItem(RATE_ALERTS_KEY)).toBe('1');
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull();

    // The visitor signs in and out: their alerts go with the session.
    signIn();
    await logout();
    expect(await db.rateAlerts.count()).toBe(0);
    expect(localStorage.getItem(RATE_ALERTS_KEY)).toBeNull();
  });

  it("keeps only what is the app's: the public UI options, the update notice's 'Later' and attempt, the chunk guard", async () => {
    signIn();
    usePublicStorage();
    await logout();
    expect(readCachedUiOptions()).toMatchObject({ value: PUBLIC_OPTIONS }); // an offline start shows the texts
    expect(isDismissedForSession(sessionStorage)).toBe(true);
    expect(localStorage.getItem(UPDATE_ATTEMPT_KEY)).toBe(String(UPDATE_ATTEMPT_AT));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('["http://x/assets/page-abc.js"]');
    expect(sessionStorage.length).toBe(2);
    expect(localStorage.length).toBe(2); // the update attempt and the UI options
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

  it('leaves the cache, and Dexie, alone when no personal row was ever saved here', async () => {
    await db.wipe(); // as on a device where nobody signed in
    writeCachedUiOptions(PUBLIC_OPTIONS, 1);
    const wipe = vi.spyOn(db, 'wipe');
    await logout();
    expect(wipe).not.toHaveBeenCalled();
    expect(readCachedUiOptions()).toMatchObject({ value: PUBLIC_OPTIONS });
  });

  it('keeps the note of personal rows until they are gone: a failed wipe leaves it for the next start', async () => {
    vi.spyOn(db, 'wipe').mockRejectedValue(new Error('disk full'));
    vi.spyOn(indexedDB, 'deleteDatabase').mockReturnValue({} as IDBOpenDBRequest);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    await logout();
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).not.toBeNull();
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
