import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Transaction } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useCachedList, type CachedList, type CacheRead } from '@/lib/use-cached-list.ts';
import { getTransactions } from '../api/get-transactions.ts';
import { refreshList } from '../api/refresh-list.ts';
import { cacheKeyOf, readCachedList } from '../api/transactions-cache.ts';
import { warmListAtom } from '../api/warm-cache.ts';
import type { Baseline } from '../model/moved-on.ts';
import { CACHED_TRANSACTIONS } from '../model/paging.ts';
import { newestFirst } from '../model/sort.ts';

export interface TransactionList extends CachedList<Transaction> {
  /** The user whose list it is (their cache key). */
  key: string | undefined;
  /**
   * Per cached reference, the status the user last looked at, as the cache holds it now (from the
   * live read only: the copy read while the page's code loaded may predate a look elsewhere).
   */
  seen: Baseline | undefined;
}

type KeyedCacheRead = (
  | (CacheRead<Transaction> & { ok: false })
  | (Extract<CacheRead<Transaction>, { ok: true }> & { seen: Baseline })
) & { key: string | undefined };

/**
 * The user's transactions, local-first: the rows cached in Dexie show at once (on a reload or
 * offline), the server is asked at the same time (and again when the connection returns), and its
 * answer replaces the cache, which the screen follows through a live query. A failed refresh
 * leaves the cached rows on screen. If the cache cannot be used at all, the server's rows show.
 */
export function useTransactionList(): TransactionList {
  const store = useStore();
  const user = useAtomValue(sessionUserAtom);
  const key = cacheKeyOf(user);

  const warm = useAtomValue(warmListAtom);
  const setWarm = useSetAtom(warmListAtom);
  const live = useLiveQuery<KeyedCacheRead>(async () => {
    if (!key) return { ok: true, key, rows: [], lastUpdated: undefined, seen: new Map() };
    try {
      return { ok: true, key, ...(await readCachedList(key)) };
    } catch {
      return { ok: false, key };
    }
  }, [key]);
  // The live answer for this user; until it comes, the rows read while the page's code loaded.
  let cached: KeyedCacheRead | undefined = live?.key === key ? live : undefined;
  if (!cached && key && warm?.key === key) cached = { ok: true, key, ...warm.value };
  useEffect(() => {
    if (live?.ok && live.key)
      setWarm({ key: live.key, value: { rows: live.rows, lastUpdated: live.lastUpdated, seen: live.seen } });
  }, [live, setWarm]);

  // The page's first fetch takes one the layout's check made a moment ago; later ones (back
  // online, Refresh) ask again. Either joins a fetch in flight (api/refresh-list.ts).
  const fetchedFor = useRef<string | undefined>(undefined);
  const fetchList = useCallback(async () => {
    if (!key) return { list: newestFirst(await getTransactions()), saved: false, at: Date.now() };
    const reuse = fetchedFor.current !== key;
    fetchedFor.current = key;
    return refreshList(store, key, { reuse });
  }, [key, store]);
  const { rows, lastUpdated, known, fromCache, refreshing, error, clearError, refresh } = useCachedList({
    key,
    cached,
    fetchList,
    // The server's rows until the cache (followed live) holds them too, or when it cannot hold them
    // all (it keeps the newest CACHED_TRANSACTIONS).
    showFresh: (fresh, read) =>
      !fresh.saved ||
      fresh.list.length > CACHED_TRANSACTIONS ||
      !read?.ok ||
      (read.lastUpdated ?? 0) < fresh.at,
  });
  const seen = live?.ok && live.key === key ? live.seen : undefined;
  // The same object while nothing in it changed: the page follows the list one render behind
  // (useDeferredValue), which a new object every render would make it render twice each time.
  return useMemo(
    () => ({ rows, lastUpdated, known, fromCache, refreshing, error, clearError, refresh, key, seen }),
    [rows, lastUpdated, known, fromCache, refreshing, error, clearError, refresh, key, seen],
  );
}
