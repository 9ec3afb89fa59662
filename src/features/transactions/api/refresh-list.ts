import { ApiError } from '@/lib/api-error.ts';
import type { appStore } from '@/lib/store.ts';
import { parseCheckRecord, shouldCheckTransfers, type CheckRecord } from '../model/check-throttle.ts';
import { newestFirst } from '../model/sort.ts';
import { listFetchAtom, unseenMovesAtom, type ListFetch } from '../state.ts';
import { stillSignedIn } from './cache-key.ts';
import { getTransactions } from './get-transactions.ts';
import { showTransferNotices } from './transfer-notifications.ts';

type Store = typeof appStore;

/** A list fetched this long ago is the one a page opening now shows (the layout's check, then the list). */
export const REUSE_MS = 10_000;

/** Session-storage key of the last list fetch that got an answer (so a reload is no new check). */
const CHECK_KEY = 'transactions-checked';

export interface RefreshOptions {
  /** Take a fetch this recent instead of asking again (a page opening); the default asks again. */
  reuse?: boolean;
  now?: () => number;
}

/** The last list fetch that got an answer in this browser session. */
export function lastCheck(): CheckRecord | undefined {
  try {
    return parseCheckRecord(sessionStorage.getItem(CHECK_KEY));
  } catch {
    return undefined;
  }
}

function recordCheck(record: CheckRecord): void {
  try {
    sessionStorage.setItem(CHECK_KEY, JSON.stringify(record));
  } catch {
    // Storage refused: the next opening checks again.
  }
}

/**
 * The cache's functions. Loaded when first needed: the signed-in layout runs the check after its
 * first paint, which so does not wait for Dexie's chunk (main.tsx starts loading it at start-up).
 */
const transactionsCache = () => import('./transactions-cache.ts');

/** Tells the first screen's note what moved on unseen, as the cache holds it. Never rejects. */
async function publishUnseenMoves(store: Store, key: string): Promise<void> {
  const cache = await transactionsCache().catch(() => undefined);
  await cache?.publishUnseenMoves(store, key);
}

/** Saves the list to the cache and tells the first screen's note what moved on unseen. */
async function save(store: Store, key: string, list: ListFetch['list']) {
  const { saveList } = await transactionsCache();
  const saved = await saveList(store, key, list);
  if (saved && stillSignedIn(store, key)) store.set(unseenMovesAtom, { key, moves: saved.moves });
  return saved;
}

/**
 * The user's list from the server, saved to the cache, with the changes it brings notified: the
 * one fetch the list page and the layout's check share. A fetch in flight is joined, never sent
 * twice; with `reuse`, one answered in the last 10 s is taken as it is. A fetch that got an answer
 * (even an error) counts as a check; one that got none (offline, timed out) does not.
 */
export function refreshList(
  store: Store,
  key: string,
  { reuse = false, now = Date.now }: RefreshOptions = {},
) {
  const current = store.get(listFetchAtom);
  if (current?.key === key) {
    if (current.pending) return current.pending;
    if (reuse && current.done && Math.abs(now() - current.done.at) < REUSE_MS) {
      return Promise.resolve(current.done);
    }
  }
  const started = now();
  const pending = (async (): Promise<ListFetch> => {
    try {
      const list = newestFirst(await getTransactions());
      const at = now();
      recordCheck({ key, at: started });
      const saved = await save(store, key, list).catch(() => false as const);
      if (saved) void showTransferNotices(key, saved.notices);
      return { list, saved: saved !== false, at };
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'http' || error.kind === 'status')) {
        recordCheck({ key, at: started });
      }
      throw error;
    }
  })();
  store.set(listFetchAtom, { key, pending });
  const settle = (done?: ListFetch) => {
    if (store.get(listFetchAtom)?.pending === pending) store.set(listFetchAtom, done ? { key, done } : null);
  };
  pending.then(settle, () => settle());
  return pending;
}

/**
 * The check when nobody asked (the app opens, comes back online, is returned to): the list,
 * unless it was fetched in the last 5 minutes (by this or by the list page); either way the first
 * screen's note learns what moved on unseen. Never rejects.
 */
export async function checkTransfers(store: Store, key: string, now = Date.now()): Promise<void> {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (!shouldCheckTransfers({ key, now, online, last: lastCheck() })) {
    // Checked a moment ago (a reload), or offline: the note still says what the cache holds.
    await publishUnseenMoves(store, key);
    return;
  }
  const fetched = await refreshList(store, key).catch(() => undefined);
  if (!fetched?.saved) await publishUnseenMoves(store, key);
}
