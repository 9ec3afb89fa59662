import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Transaction } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import type { ApiError } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getTransaction } from '../api/get-transactions.ts';
import { cacheKeyOf, readCachedOne, saveOne, type CachedOne } from '../api/transactions-cache.ts';
import { warmOneAtom } from '../api/warm-cache.ts';

export interface OneTransaction {
  /** The transaction to show (cached, then refreshed); undefined until known. */
  transaction: Transaction | undefined;
  /** True while the cache is still being read (nothing to show yet, nothing known to be missing). */
  reading: boolean;
  /** When the transaction on screen was fetched from the server. */
  lastUpdated: number | undefined;
  fromCache: boolean;
  refreshing: boolean;
  error: ApiError | undefined;
  clearError: () => void;
  /** Asks the server again (e.g. when the payment poll reports a new status). */
  refresh: () => Promise<void>;
}

type CacheRead = ({ ok: true; found: CachedOne | undefined } | { ok: false }) & {
  key: string | undefined;
  slug: string;
};

/**
 * One transaction, local-first like the list: the cached row (from the list or an earlier visit)
 * shows at once, GET /remitter/transactions/:id refreshes it (again when the connection returns),
 * and a failed refresh leaves the cached copy on screen.
 */
export function useTransaction(slug: string): OneTransaction {
  const store = useStore();
  const user = useAtomValue(sessionUserAtom);
  const key = cacheKeyOf(user);
  const online = useOnline();

  const warm = useAtomValue(warmOneAtom);
  const setWarm = useSetAtom(warmOneAtom);
  const live = useLiveQuery<CacheRead>(async () => {
    if (!key || !slug) return { ok: true, key, slug, found: undefined };
    try {
      return { ok: true, key, slug, found: await readCachedOne(key, slug) };
    } catch {
      return { ok: false, key, slug };
    }
  }, [key, slug]);
  // The live answer for this transaction; until it comes, the row read while the page's code loaded.
  let cached: CacheRead | undefined = live?.key === key && live?.slug === slug ? live : undefined;
  if (!cached && key && warm?.key === key && warm.slug === slug)
    cached = { ok: true, key, slug, found: warm.value };
  useEffect(() => {
    if (live?.ok && live.key && live.found) setWarm({ key: live.key, slug: live.slug, value: live.found });
  }, [live, setWarm]);

  const fetchOne = useCallback(async () => {
    const transaction = await getTransaction(slug);
    const at = Date.now();
    const saved = key ? await saveOne(store, key, transaction).catch(() => false) : false;
    return { transaction, saved, at };
  }, [key, slug, store]);
  const call = useCall(fetchOne);
  const { run } = call;

  useEffect(() => {
    if (online && key && slug) void run();
  }, [online, key, slug, run]);

  const refresh = useCallback(async () => {
    await run();
  }, [run]);

  const fresh = call.data;
  const found = cached?.ok ? cached.found : undefined;
  // The server's copy until the cache (followed live) holds it too, or when it cannot hold it.
  const showFresh = fresh !== undefined && (!fresh.saved || !found || found.savedAt < fresh.at);
  return {
    transaction: showFresh ? fresh.transaction : (found?.transaction ?? fresh?.transaction),
    reading: cached === undefined,
    lastUpdated: showFresh ? fresh.at : found?.savedAt,
    fromCache: fresh === undefined,
    refreshing: call.loading,
    error: call.error,
    clearError: call.clearError,
    refresh,
  };
}
