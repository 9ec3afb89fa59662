import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Transaction } from '@/api/contract.ts';
import { sessionUserAtom } from '@/features/auth';
import type { ApiError } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getTransactions } from '../api/get-transactions.ts';
import { cacheKeyOf, readCachedList, saveList, type CachedList } from '../api/transactions-cache.ts';
import { warmListAtom } from '../api/warm-cache.ts';
import { newestFirst } from '../model/sort.ts';

export interface TransactionList {
  /** The rows to show (cached, then refreshed); undefined until the cache has been read. */
  rows: Transaction[] | undefined;
  /** When the rows on screen were fetched from the server. */
  lastUpdated: number | undefined;
  /** True once the list has been fetched at least once (else an empty list means "not known yet"). */
  known: boolean;
  /** True when the rows on screen did not come from a refresh made by this screen. */
  fromCache: boolean;
  refreshing: boolean;
  error: ApiError | undefined;
  clearError: () => void;
  refresh: () => void;
}

type CacheRead = ((CachedList & { ok: true }) | { ok: false }) & { key: string | undefined };

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
  const online = useOnline();

  const warm = useAtomValue(warmListAtom);
  const setWarm = useSetAtom(warmListAtom);
  const live = useLiveQuery<CacheRead>(async () => {
    if (!key) return { ok: true, key, rows: [], lastUpdated: undefined };
    try {
      return { ok: true, key, ...(await readCachedList(key)) };
    } catch {
      return { ok: false, key };
    }
  }, [key]);
  // The live answer for this user; until it comes, the rows read while the page's code loaded.
  let cached: CacheRead | undefined = live?.key === key ? live : undefined;
  if (!cached && key && warm?.key === key) cached = { ok: true, key, ...warm.value };
  useEffect(() => {
    if (live?.ok && live.key)
      setWarm({ key: live.key, value: { rows: live.rows, lastUpdated: live.lastUpdated } });
  }, [live, setWarm]);

  const fetchList = useCallback(async () => {
    const list = newestFirst(await getTransactions());
    const at = Date.now();
    const saved = key ? await saveList(store, key, list).catch(() => false) : false;
    return { list, saved, at };
  }, [key, store]);
  const call = useCall(fetchList);
  const { run } = call;

  useEffect(() => {
    if (online && key) void run();
  }, [online, key, run]);

  const fresh = call.data;
  // The server's rows until the cache (followed live) holds them too, or when it cannot hold them.
  const showFresh =
    fresh !== undefined && (!fresh.saved || !cached?.ok || (cached.lastUpdated ?? 0) < fresh.at);
  const refresh = useCallback(() => void run(), [run]);
  let rows: Transaction[] | undefined;
  let lastUpdated: number | undefined;
  if (showFresh) {
    rows = fresh.list;
    lastUpdated = fresh.at;
  } else if (cached?.ok) {
    rows = cached.rows;
    lastUpdated = cached.lastUpdated;
  } else if (cached && !call.loading) rows = [];
  return {
    rows,
    lastUpdated,
    known: lastUpdated !== undefined,
    fromCache: fresh === undefined,
    refreshing: call.loading,
    error: call.error,
    clearError: call.clearError,
    refresh,
  };
}
