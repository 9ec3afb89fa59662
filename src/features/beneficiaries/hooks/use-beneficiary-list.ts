import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Beneficiary } from '@/api/contract.ts';
import { sessionUserAtom } from '@/features/auth';
import type { ApiError } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getBeneficiaries } from '../api/get-beneficiaries.ts';
import {
  cacheKeyOf,
  readCachedBeneficiaries,
  saveBeneficiaries,
  type CachedBeneficiaries,
} from '../api/beneficiaries-cache.ts';
import { byName } from '../model/beneficiary-name.ts';

export interface BeneficiaryList {
  /** False for a user not yet onboarded: no remitter, so no saved beneficiaries and no call. */
  enabled: boolean;
  /** The rows to show (cached, then refreshed); undefined until known. */
  rows: Beneficiary[] | undefined;
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

type CacheRead = { key: string } & ((CachedBeneficiaries & { ok: true }) | { ok: false });

/**
 * The signed-in remitter's beneficiaries, local-first: the rows cached in IndexedDB show at once
 * (on a reload or offline), the server is asked at the same time (and again when the connection
 * returns), and its answer replaces the cache. A failed refresh leaves the cached rows on screen.
 * Users without a remitter_id have none: nothing is read or asked.
 */
export function useBeneficiaryList(): BeneficiaryList {
  const store = useStore();
  const key = cacheKeyOf(useAtomValue(sessionUserAtom));
  const online = useOnline();

  const [cache, setCache] = useState<CacheRead | undefined>(undefined);
  useEffect(() => {
    if (!key) return;
    let live = true;
    readCachedBeneficiaries(key)
      .then((value) => live && setCache({ key, ok: true, ...value }))
      .catch(() => live && setCache({ key, ok: false }));
    return () => {
      live = false;
    };
  }, [key]);
  const cached = cache?.key === key ? cache : undefined;

  const fetchList = useCallback(async () => {
    const list = (await getBeneficiaries()).sort(byName);
    const at = Date.now();
    if (key) await saveBeneficiaries(store, key, list, at).catch(() => false);
    return { key, list, at };
  }, [key, store]);
  const call = useCall(fetchList);
  const { run } = call;

  useEffect(() => {
    if (online && key) void run();
  }, [online, key, run]);
  const refresh = useCallback(() => void run(), [run]);

  const fresh = call.data?.key === key ? call.data : undefined;
  let rows: Beneficiary[] | undefined;
  let lastUpdated: number | undefined;
  if (!key) rows = [];
  else if (fresh) {
    rows = fresh.list;
    lastUpdated = fresh.at;
  } else if (cached?.ok) {
    rows = cached.rows;
    lastUpdated = cached.lastUpdated;
  } else if (cached && !call.loading) rows = [];
  return {
    enabled: key !== undefined,
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
