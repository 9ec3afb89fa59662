import { useCallback, useEffect } from 'react';
import type { ApiError } from './api-error.ts';
import { useCall } from './use-call.ts';
import { useOnline } from './use-online.ts';

/** A list as read from the local cache: its rows and when they were fetched from the server. */
export interface CachedRows<T> {
  rows: T[];
  lastUpdated: number | undefined;
}

/** The outcome of reading the cache: the rows, or `ok: false` when the cache cannot be used. */
export type CacheRead<T> = (CachedRows<T> & { ok: true }) | { ok: false };

/** The server's answer: the list and when it was fetched. */
export interface FetchedList<T> {
  list: T[];
  at: number;
}

export interface CachedList<T> {
  /** The rows to show (cached, then refreshed); undefined until known. */
  rows: T[] | undefined;
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

export interface CachedListOptions<T, F extends FetchedList<T>> {
  /** Whose list it is; without a key the server is not asked. */
  key: string | undefined;
  /** The cache as read for this key; undefined until it has been read. */
  cached: CacheRead<T> | undefined;
  /** Asks the server and stores its answer in the cache. */
  fetchList: () => Promise<F>;
  /** Whether the server's last answer is this screen's to show (default: any answer is). */
  isCurrent?: (fresh: F) => boolean;
  /** Whether to show the server's answer rather than the cached rows (default: always). */
  showFresh?: (fresh: F, cached: CacheRead<T> | undefined) => boolean;
}

const always = () => true;

/**
 * A list shown local-first: the cached rows show at once (on a reload or offline), the server is
 * asked at the same time (and again when the connection returns), and its answer is shown once
 * it comes. A failed refresh leaves the cached rows on screen; if the cache cannot be used at all,
 * the list is empty until the server answers.
 */
export function useCachedList<T, F extends FetchedList<T>>({
  key,
  cached,
  fetchList,
  isCurrent = always,
  showFresh = always,
}: CachedListOptions<T, F>): CachedList<T> {
  const online = useOnline();
  const call = useCall(fetchList);
  const { run } = call;

  useEffect(() => {
    if (online && key) void run();
  }, [online, key, run]);
  const refresh = useCallback(() => void run(), [run]);

  const fresh = call.data && isCurrent(call.data) ? call.data : undefined;
  let rows: T[] | undefined;
  let lastUpdated: number | undefined;
  if (fresh && showFresh(fresh, cached)) {
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
