import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { liveQuery } from 'dexie';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import {
  checkTransfers,
  lastCheck,
  refreshList,
  REUSE_MS,
} from '@/features/transactions/api/refresh-list.ts';
import { markSeen, publishUnseenMoves, saveList } from '@/features/transactions/api/transactions-cache.ts';
import { unseenMovesAtom } from '@/features/transactions/state.ts';
import { turnOnNotifications } from '@/features/transactions/api/transfer-notifications.ts';
import { TRANSFER_CHECK_MS } from '@/features/transactions/model/check-throttle.ts';
import { cachedTransactionsOf } from '@/features/transactions/api/cached-transactions.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db, listMetaKey } from '@/lib/db.ts';
import { transaction } from './fixtures.ts';
import { deferred, fakeApi, ok, type FakeAnswer } from './support/fake-api.ts';
import { ukUser } from './support/render-page.tsx';

const LIST = 'GET /api/remitter/transactions';
const KEY = 'R1';

const tx = (trans_ref: string, status: string) => transaction({ trans_ref, status: status as never });
const answer = (...rows: ReturnType<typeof tx>[]) => ok({ transactions: rows });

function signedInStore() {
  const store = createStore();
  store.set(sessionUserAtom, ukUser());
  store.set(hasTokenAtom, true);
  return store;
}

/** A browser that shows notifications through a service worker, with the permission given. */
function notificationsAllowed(permission: NotificationPermission = 'granted') {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        showNotification: async (title: string, options: NotificationOptions) => {
          shown.push({ title, options });
        },
      }),
    },
  });
  return { shown, requestPermission };
}

beforeEach(async () => {
  await db.wipe();
  setAccessToken('token-1');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  clearAccessToken();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the cache keeps what the user looked at', () => {
  it('a fresh list keeps the seen status of a known transfer, counts it as moved on, and finds what notifies', async () => {
    const store = signedInStore();
    expect(await saveList(store, KEY, [tx('ZW2', 'SENT_FOR_PAY'), tx('ZW1', 'AGENT_OK')])).toEqual({
      notices: [],
      moves: [],
    });

    const saved = await saveList(store, KEY, [
      tx('ZW3', 'PENDING_CLEARANCE'),
      tx('ZW2', 'PROCESSED'),
      tx('ZW1', 'AGENT_OK'),
    ]);
    expect(saved).toEqual({
      notices: [{ kind: 'collected', reference: 'ZW2' }],
      moves: [{ reference: 'ZW2', status: 'PROCESSED' }],
    });
    const row = await db.transactions.get([KEY, 'ZW2']);
    expect(row?.seen).toBe('SENT_FOR_PAY');

    // The same answer again: still moved on (not looked at), but nothing new to notify.
    expect(
      await saveList(store, KEY, [
        tx('ZW3', 'PENDING_CLEARANCE'),
        tx('ZW2', 'PROCESSED'),
        tx('ZW1', 'AGENT_OK'),
      ]),
    ).toEqual({ notices: [], moves: [{ reference: 'ZW2', status: 'PROCESSED' }] });
  });

  it('looking at a transfer records its status, but never a status newer than the one shown', async () => {
    const store = signedInStore();
    await saveList(store, KEY, [tx('ZW1', 'AGENT_OK')]);
    await saveList(store, KEY, [tx('ZW1', 'PROCESSED')]);
    await markSeen(store, KEY, [['ZW1', 'SENT_FOR_PAY']]);
    expect((await db.transactions.get([KEY, 'ZW1']))?.seen).toBe('AGENT_OK');
    await markSeen(store, KEY, [['ZW1', 'PROCESSED']]);
    expect((await db.transactions.get([KEY, 'ZW1']))?.seen).toBe('PROCESSED');
    // The first screen's note hears of it.
    expect(store.get(unseenMovesAtom)).toEqual({ key: KEY, moves: [] });
  });

  it('a row cached before the rule existed counts as looked at in its own status', async () => {
    const store = signedInStore();
    await db.replaceList(db.transactions, KEY, [{ transRef: 'ZW1', value: tx('ZW1', 'AGENT_OK') }]);
    expect(await saveList(store, KEY, [tx('ZW1', 'PROCESSED')])).toMatchObject({
      moves: [{ reference: 'ZW1', status: 'PROCESSED' }],
    });
  });

  it('writes nothing for a user who signed out meanwhile', async () => {
    const store = signedInStore();
    store.set(hasTokenAtom, false);
    expect(await saveList(store, KEY, [tx('ZW1', 'AGENT_OK')])).toBe(false);
    await markSeen(store, KEY, [['ZW1', 'AGENT_OK']]);
    expect(await db.transactions.count()).toBe(0);
  });
});

describe("one save of the list, through Dexie, whoever fetched it (the layout's check or the list page)", () => {
  it('records when the list was refreshed, and others read it', async () => {
    const store = signedInStore();
    expect(await cachedTransactionsOf(ukUser())).toEqual([]); // no cache yet: nothing
    await saveList(store, KEY, [tx('ZW1', 'AGENT_OK'), tx('ZW3', 'AGENT_OK'), tx('ZW2', 'AGENT_OK')]);
    expect(await db.lastUpdated(db.transactions, KEY)).toBeGreaterThan(0);
    expect(await db.meta.get(listMetaKey(db.transactions.name, KEY))).toBeDefined();
    expect((await cachedTransactionsOf(ukUser())).map((row) => row.trans_ref).sort()).toEqual([
      'ZW1',
      'ZW2',
      'ZW3',
    ]);
  });

  it("drops the rows no longer listed, keeps other users' rows, and writes nothing after a sign-out", async () => {
    const store = signedInStore();
    await db.replaceList(db.transactions, 'R2', [{ transRef: 'X1', value: tx('X1', 'AGENT_OK') }]);
    await saveList(store, KEY, [tx('ZW2', 'AGENT_OK'), tx('ZW1', 'AGENT_OK')]);
    await saveList(store, KEY, [tx('ZW2', 'AGENT_OK')]);
    expect(
      (await db.transactions.toArray()).map((row) => `${row.remitterId}/${row.transRef}`).sort(),
    ).toEqual(['R1/ZW2', 'R2/X1']);
    store.set(hasTokenAtom, false);
    expect(await saveList(store, KEY, [tx('ZW9', 'AGENT_OK')])).toBe(false);
    expect(await db.transactions.get([KEY, 'ZW9'])).toBeUndefined();
  });

  it("the layout's check saves where a live query (this tab's or another's) sees it", async () => {
    fakeApi({ [LIST]: () => answer(tx('ZW1', 'AGENT_OK')) });
    const store = signedInStore();
    const seen: string[][] = [];
    const subscription = liveQuery(() => db.transactions.where('remitterId').equals(KEY).toArray()).subscribe(
      (rows) => seen.push(rows.map((row) => row.transRef)),
    );
    try {
      await vi.waitFor(() => expect(seen).toEqual([[]]));
      await checkTransfers(store, KEY, Date.now());
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(['ZW1']));
    } finally {
      subscription.unsubscribe();
    }
  });

  it("tells the first screen's note what moved on from the cache when no fetch is due, and nothing without a cache", async () => {
    const store = signedInStore();
    await publishUnseenMoves(store, KEY);
    expect(store.get(unseenMovesAtom)).toEqual({ key: KEY, moves: [] });
    await saveList(store, KEY, [tx('ZW1', 'AGENT_OK')]);
    await saveList(store, KEY, [tx('ZW1', 'PROCESSED')]);
    store.set(unseenMovesAtom, null);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await checkTransfers(store, KEY, Date.now());
    expect(store.get(unseenMovesAtom)).toEqual({
      key: KEY,
      moves: [{ reference: 'ZW1', status: 'PROCESSED' }],
    });
  });
});

describe('one list fetch, shared', () => {
  it('joins a fetch in flight: the layout and the list page opening together ask once', async () => {
    const reply = deferred<FakeAnswer>();
    const api = fakeApi({ [LIST]: () => reply.promise });
    const store = signedInStore();
    const a = refreshList(store, KEY);
    const b = refreshList(store, KEY, { reuse: true });
    reply.resolve(answer(tx('ZW1', 'AGENT_OK')));
    expect(await a).toBe(await b);
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it(`a page opening takes a fetch answered under ${REUSE_MS / 1000} s ago; Refresh and later openings ask again`, async () => {
    const api = fakeApi({ [LIST]: () => answer(tx('ZW1', 'AGENT_OK')) });
    const store = signedInStore();
    let now = 1_000_000;
    const clock = () => now;
    await refreshList(store, KEY, { now: clock });
    now += REUSE_MS - 1;
    await refreshList(store, KEY, { reuse: true, now: clock });
    expect(api.callsTo(LIST)).toHaveLength(1);
    await refreshList(store, KEY, { now: clock });
    expect(api.callsTo(LIST)).toHaveLength(2);
    now += REUSE_MS;
    await refreshList(store, KEY, { reuse: true, now: clock });
    expect(api.callsTo(LIST)).toHaveLength(3);
  });

  it("the check runs at most once in 5 minutes, counting the list page's fetches; a fetch with no answer does not count", async () => {
    const store = signedInStore();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await checkTransfers(store, KEY, 1_000_000);
    expect(lastCheck()).toBeUndefined();

    const api = fakeApi({ [LIST]: () => answer(tx('ZW1', 'AGENT_OK')) });
    await checkTransfers(store, KEY, 1_000_000);
    expect(api.callsTo(LIST)).toHaveLength(1);
    expect(lastCheck()?.key).toBe(KEY);
    const at = lastCheck()!.at;
    await checkTransfers(store, KEY, at + 60_000);
    await checkTransfers(store, KEY, at + TRANSFER_CHECK_MS - 1);
    expect(api.callsTo(LIST)).toHaveLength(1);
    await checkTransfers(store, KEY, at + TRANSFER_CHECK_MS);
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('an error answer counts as a check (the server answered); offline nothing is asked', async () => {
    const store = signedInStore();
    const api = fakeApi({
      [LIST]: () => ({ status: 503, body: { status: 'FAIL', result: { message: 'Down' } } }),
    });
    await checkTransfers(store, KEY, Date.now());
    expect(api.callsTo(LIST)).toHaveLength(1);
    expect(lastCheck()).toBeDefined();
    sessionStorage.clear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await checkTransfers(store, KEY, Date.now());
    expect(api.callsTo(LIST)).toHaveLength(1);
  });
});

describe('system notifications', () => {
  async function twoFetches(first: ReturnType<typeof tx>[], second: ReturnType<typeof tx>[]) {
    let reply = answer(...first);
    fakeApi({ [LIST]: () => reply });
    const store = signedInStore();
    await refreshList(store, KEY);
    reply = answer(...second);
    await refreshList(store, KEY);
    await refreshList(store, KEY);
    await vi.waitFor(async () => undefined);
  }

  it('shows collected and needs payment, once each, with the reference only, when turned on', async () => {
    const { shown, requestPermission } = notificationsAllowed('granted');
    expect(await turnOnNotifications(KEY)).toBe('granted');
    expect(requestPermission).not.toHaveBeenCalled();
    await twoFetches(
      [tx('ZW3', 'SENT_FOR_PAY'), tx('ZW2', 'AGENT_OK'), tx('ZW1', 'PENDING_CLEARANCE')],
      [tx('ZW3', 'PROCESSED'), tx('ZW2', 'PENDING_CLEARANCE'), tx('ZW1', 'ABORTED')],
    );
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(
      shown.map((n) => [n.title, n.options.body, n.options.tag, (n.options.data as { url: string }).url]),
    ).toEqual([
      [
        'Your transfer was collected',
        'Transfer ZW3 has been collected.',
        'transfer-collected-ZW3',
        '/transactions/ZW3',
      ],
      [
        'Your transfer needs payment',
        'Transfer ZW2 is awaiting payment. Open it to pay.',
        'transfer-needs-payment-ZW2',
        '/transactions/ZW2',
      ],
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Chipo|1,283|1283/);
  });

  it('shows nothing when not turned on, though the browser allows them', async () => {
    const { shown } = notificationsAllowed('granted');
    await twoFetches([tx('ZW1', 'SENT_FOR_PAY')], [tx('ZW1', 'PROCESSED')]);
    await new Promise((done) => setTimeout(done, 20));
    expect(shown).toEqual([]);
  });

  it('shows nothing once the browser withdrew the permission', async () => {
    notificationsAllowed('granted');
    await turnOnNotifications(KEY);
    const { shown } = notificationsAllowed('denied');
    await twoFetches([tx('ZW1', 'SENT_FOR_PAY')], [tx('ZW1', 'PROCESSED')]);
    await new Promise((done) => setTimeout(done, 20));
    expect(shown).toEqual([]);
  });

  it('turning on asks the browser only when it has not been asked; refused, they stay off', async () => {
    const { requestPermission } = notificationsAllowed('default');
    (globalThis.Notification as unknown as { requestPermission: () => Promise<string> }).requestPermission =
      requestPermission.mockResolvedValue('denied');
    expect(await turnOnNotifications(KEY)).toBe('denied');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('transfer-notifications')).toBeNull();
  });
});
