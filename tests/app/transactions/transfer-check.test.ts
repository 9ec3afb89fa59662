import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { liveQuery } from 'dexie';
import { logout } from '@/features/auth/logout.ts';
import {
  checkTransfers,
  lastCheck,
  refreshList,
  REUSE_MS,
} from '@/features/transactions/api/refresh-list.ts';
import { markSeen, publishUnseenMoves, saveList } from '@/features/transactions/api/transactions-cache.ts';
import { turnOnNotifications } from '@/features/transactions/api/transfer-notifications.ts';
import { TRANSFER_CHECK_MS } from '@/features/transactions/model/check-throttle.ts';
import { cachedTransactionsOf } from '@/features/transactions/api/cached-transactions.ts';
import { db, listMetaKey } from '@/lib/db.ts';
import { appStore } from '@/lib/store.ts';
import { transaction } from '../../support/transaction-fixtures.ts';
import { renderApp, signIn } from '../../support/render-app.tsx';
import { UK_REMITTER, UK_SENDER, advance, failure, sandboxTransactions } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import { updateTransaction } from '../../../sandbox/lib/transactions-store.ts';

const LIST = 'GET /api/remitter/transactions';
/** uk.sender's cache key, their remitter id. */
const KEY = UK_REMITTER;

const tx = (trans_ref: string, status: string) => transaction({ trans_ref, status: status as never });

/** A browser that shows notifications through a service worker, with the permission given. */
function notificationsAllowed(permission: NotificationPermission = 'granted') {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  // The app asks for the worker's registration only to show a notice (api/transfer-notifications.ts).
  const getRegistration = vi.fn(async () => ({
    showNotification: async (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
    },
  }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration } });
  return { shown, requestPermission, getRegistration };
}

beforeEach(async () => {
  await db.wipe();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the cache keeps what the user looked at', () => {
  it('a fresh list keeps the seen status of a known transfer, counts it as moved on, and finds what notifies', async () => {
    await signIn(startSandbox(), UK_SENDER);
    expect(await saveList(appStore, KEY, [tx('ZW2', 'SENT_FOR_PAY'), tx('ZW1', 'AGENT_OK')])).toEqual({
      notices: [],
      moves: [],
    });

    const saved = await saveList(appStore, KEY, [
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
      await saveList(appStore, KEY, [
        tx('ZW3', 'PENDING_CLEARANCE'),
        tx('ZW2', 'PROCESSED'),
        tx('ZW1', 'AGENT_OK'),
      ]),
    ).toEqual({ notices: [], moves: [{ reference: 'ZW2', status: 'PROCESSED' }] });
  });

  it('looking at a transfer records its status, but never a status newer than the one shown', async () => {
    await signIn(startSandbox(), UK_SENDER);
    await saveList(appStore, KEY, [tx('ZW1', 'AGENT_OK')]);
    await saveList(appStore, KEY, [tx('ZW1', 'PROCESSED')]);
    await markSeen(appStore, KEY, [['ZW1', 'SENT_FOR_PAY']]);
    expect((await db.transactions.get([KEY, 'ZW1']))?.seen).toBe('AGENT_OK');
    await markSeen(appStore, KEY, [['ZW1', 'PROCESSED']]);
    expect((await db.transactions.get([KEY, 'ZW1']))?.seen).toBe('PROCESSED');
    // The first screen's note hears of it: below, 'tells the first screen's note...'.
  });

  it('a row cached before the rule existed counts as looked at in its own status', async () => {
    await signIn(startSandbox(), UK_SENDER);
    await db.replaceList(db.transactions, KEY, [{ transRef: 'ZW1', value: tx('ZW1', 'AGENT_OK') }]);
    expect(await saveList(appStore, KEY, [tx('ZW1', 'PROCESSED')])).toMatchObject({
      moves: [{ reference: 'ZW1', status: 'PROCESSED' }],
    });
  });

  it('writes nothing for a user who signed out meanwhile', async () => {
    await signIn(startSandbox(), UK_SENDER);
    await logout();
    expect(await saveList(appStore, KEY, [tx('ZW1', 'AGENT_OK')])).toBe(false);
    await markSeen(appStore, KEY, [['ZW1', 'AGENT_OK']]);
    expect(await db.transactions.count()).toBe(0);
  });
});

describe("one save of the list, through Dexie, whoever fetched it (the layout's check or the list page)", () => {
  it('records when the list was refreshed, and others read it', async () => {
    const user = await signIn(startSandbox(), UK_SENDER);
    expect(await cachedTransactionsOf(user)).toEqual([]); // no cache yet: nothing
    await saveList(appStore, KEY, [tx('ZW1', 'AGENT_OK'), tx('ZW3', 'AGENT_OK'), tx('ZW2', 'AGENT_OK')]);
    expect(await db.lastUpdated(db.transactions, KEY)).toBeGreaterThan(0);
    expect(await db.meta.get(listMetaKey(db.transactions.name, KEY))).toBeDefined();
    expect((await cachedTransactionsOf(user)).map((row) => row.trans_ref).sort()).toEqual([
      'ZW1',
      'ZW2',
      'ZW3',
    ]);
  });

  it("drops the rows no longer listed, keeps other users' rows, and writes nothing after a sign-out", async () => {
    await signIn(startSandbox(), UK_SENDER);
    await db.replaceList(db.transactions, 'R2', [{ transRef: 'X1', value: tx('X1', 'AGENT_OK') }]);
    await saveList(appStore, KEY, [tx('ZW2', 'AGENT_OK'), tx('ZW1', 'AGENT_OK')]);
    await saveList(appStore, KEY, [tx('ZW2', 'AGENT_OK')]);
    expect(
      (await db.transactions.toArray()).map((row) => `${row.remitterId}/${row.transRef}`).sort(),
    ).toEqual([`${KEY}/ZW2`, 'R2/X1']);
    await logout();
    expect(await saveList(appStore, KEY, [tx('ZW9', 'AGENT_OK')])).toBe(false);
    expect(await db.transactions.get([KEY, 'ZW9'])).toBeUndefined();
  });

  it("the layout's check saves where a live query (this tab's or another's) sees it", async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const listed = (await sandboxTransactions(sandbox)).map((row) => row.trans_ref).sort();
    const seen: string[][] = [];
    const subscription = liveQuery(() =>
      db.transactions.where('remitterId').equals(UK_REMITTER).toArray(),
    ).subscribe((rows) => seen.push(rows.map((row) => row.transRef).sort()));
    try {
      await vi.waitFor(() => expect(seen).toEqual([[]]));
      await checkTransfers(appStore, UK_REMITTER, Date.now());
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(listed));
    } finally {
      subscription.unsubscribe();
    }
  });

  it("tells the first screen's note what moved on from the cache when no fetch is due, what the user looked at since, and nothing without a cache", async () => {
    // An earlier page in this tab fetched ZW1 in compliance checking, then collected.
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    await saveList(appStore, KEY, [tx('ZW1', 'AGENT_OK')]);
    await saveList(appStore, KEY, [tx('ZW1', 'PROCESSED')]);
    // The next page load, offline, in the same session: no fetch is due, the cache says it.
    await renderApp({ url: '/send-money', user: UK_SENDER, sandbox, offline: true });
    const note = () => screen.queryByRole('status', { name: 'Your transfers' });
    await waitFor(() => expect(note()).toHaveTextContent('Transfer ZW1: Collected since your last visit.'));
    expect(sandbox.callsTo(LIST)).toEqual([]);

    // Looking at it in its new status: the note hears of it.
    await markSeen(appStore, KEY, [['ZW1', 'PROCESSED']]);
    await waitFor(() => expect(note()).toBeNull());

    // Another moved on, then the cache is gone: nothing to say.
    await saveList(appStore, KEY, [tx('ZW2', 'AGENT_OK'), tx('ZW1', 'PROCESSED')]);
    await saveList(appStore, KEY, [tx('ZW2', 'PROCESSED'), tx('ZW1', 'PROCESSED')]);
    await publishUnseenMoves(appStore, KEY);
    await waitFor(() => expect(note()).toHaveTextContent('Transfer ZW2: Collected since your last visit.'));
    await db.transactions.clear();
    await publishUnseenMoves(appStore, KEY);
    await waitFor(() => expect(note()).toBeNull());
  });
});

describe('one list fetch, shared', () => {
  it('joins a fetch in flight: the layout and the list page opening together ask once', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const list = sandbox.hold(LIST);
    const a = refreshList(appStore, UK_REMITTER);
    const b = refreshList(appStore, UK_REMITTER, { reuse: true });
    await list.reached;
    list.release();
    expect(await a).toBe(await b);
    expect(sandbox.callsTo(LIST)).toHaveLength(1);
  });

  it(`a page opening takes a fetch answered under ${REUSE_MS / 1000} s ago; Refresh and later openings ask again`, async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    let now = 1_000_000;
    const clock = () => now;
    await refreshList(appStore, UK_REMITTER, { now: clock });
    now += REUSE_MS - 1;
    await refreshList(appStore, UK_REMITTER, { reuse: true, now: clock });
    expect(sandbox.callsTo(LIST)).toHaveLength(1);
    await refreshList(appStore, UK_REMITTER, { now: clock });
    expect(sandbox.callsTo(LIST)).toHaveLength(2);
    now += REUSE_MS;
    await refreshList(appStore, UK_REMITTER, { reuse: true, now: clock });
    expect(sandbox.callsTo(LIST)).toHaveLength(3);
  });

  it("the check runs at most once in 5 minutes, counting the list page's fetches; a fetch with no answer does not count", async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    // The network is gone though the browser says it is online: the fetch gets no answer.
    sandbox.offline = true;
    await checkTransfers(appStore, UK_REMITTER, 1_000_000);
    expect(lastCheck()).toBeUndefined();

    sandbox.offline = false;
    const asked = () => sandbox.callsTo(LIST).filter((call) => call.status !== undefined);
    await checkTransfers(appStore, UK_REMITTER, 1_000_000);
    expect(asked()).toHaveLength(1);
    expect(lastCheck()?.key).toBe(UK_REMITTER);
    const at = lastCheck()!.at;
    await checkTransfers(appStore, UK_REMITTER, at + 60_000);
    await checkTransfers(appStore, UK_REMITTER, at + TRANSFER_CHECK_MS - 1);
    expect(asked()).toHaveLength(1);
    await checkTransfers(appStore, UK_REMITTER, at + TRANSFER_CHECK_MS);
    expect(asked()).toHaveLength(2);
    expect(sandbox.callsTo(LIST)).toHaveLength(3);
  });

  it('an error answer counts as a check (the server answered); offline nothing is asked', async () => {
    const sandbox = startSandbox({ faults: [failure(LIST, 'Down', { status: 503, times: Infinity })] });
    await signIn(sandbox, UK_SENDER);
    await checkTransfers(appStore, UK_REMITTER, Date.now());
    expect(sandbox.callsTo(LIST)).toHaveLength(1);
    expect(lastCheck()).toBeDefined();
    sessionStorage.clear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await checkTransfers(appStore, UK_REMITTER, Date.now());
    expect(sandbox.callsTo(LIST)).toHaveLength(1);
  });
});

describe('system notifications', () => {
  /**
   * uk.sender's list fetched (into the cache), then changed on the server: ZW10000005 collected,
   * ZW10000006 sent back for payment (the operator), ZW10000007 cancelled (not notified); then
   * fetched twice more (the same answer again notifies nothing).
   */
  async function twoFetches(sandbox: TestSandbox) {
    await refreshList(appStore, UK_REMITTER);
    await advance(sandbox, 'ZW10000005');
    updateTransaction(sandbox.sandbox.deps.db, 'ZW10000006', { status: 'PENDING_CLEARANCE' });
    updateTransaction(sandbox.sandbox.deps.db, 'ZW10000007', { status: 'ABORTED' });
    await refreshList(appStore, UK_REMITTER);
    await refreshList(appStore, UK_REMITTER);
  }

  it('shows collected and needs payment, once each, with the reference only, when turned on', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const { shown, requestPermission } = notificationsAllowed('granted');
    expect(await turnOnNotifications(UK_REMITTER)).toBe('granted');
    expect(requestPermission).not.toHaveBeenCalled();
    await twoFetches(sandbox);
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(
      shown.map((n) => [n.title, n.options.body, n.options.tag, (n.options.data as { url: string }).url]),
    ).toEqual([
      [
        'Your transfer needs payment',
        'Transfer ZW10000006 is awaiting payment. Open it to pay.',
        'transfer-needs-payment-ZW10000006',
        '/transactions/ZW10000006',
      ],
      [
        'Your transfer was collected',
        'Transfer ZW10000005 has been collected.',
        'transfer-collected-ZW10000005',
        '/transactions/ZW10000005',
      ],
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Rudo|Farai|125\.99|165\.99/);
  });

  // Whether to show them is decided as each fetch ends (the worker is asked for its registration
  // at once when they are on): once the fetches are done, nothing more can come of them.
  it('shows nothing when not turned on, though the browser allows them', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const { shown, getRegistration } = notificationsAllowed('granted');
    await twoFetches(sandbox);
    expect(getRegistration).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('shows nothing once the browser withdrew the permission', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    notificationsAllowed('granted');
    await turnOnNotifications(UK_REMITTER);
    const { shown, getRegistration } = notificationsAllowed('denied');
    await twoFetches(sandbox);
    expect(getRegistration).not.toHaveBeenCalled();
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
