import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Beneficiary } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useCachedList, type CachedList, type CacheRead } from '@/lib/use-cached-list.ts';
import { getBeneficiaries } from '../api/get-beneficiaries.ts';
import {
  cacheKeyOf,
  readCachedBeneficiaries,
  saveBeneficiaries,
  warmBeneficiariesAtom,
} from '../api/beneficiaries-cache.ts';
import { byName } from '../model/beneficiary-name.ts';

export interface BeneficiaryList extends CachedList<Beneficiary> {
  /** False for a user not yet onboarded: no remitter, so no saved beneficiaries and no call. */
  enabled: boolean;
}

type KeyedCacheRead = { key: string } & CacheRead<Beneficiary>;

/** What a user without a remitter has: no beneficiaries, and nothing to read. */
const none: CacheRead<Beneficiary> = { ok: true, rows: [], lastUpdated: undefined };

/**
 * The signed-in remitter's beneficiaries, local-first: the rows cached in IndexedDB show at once
 * (on a reload or offline; in the first render when they were read while the page's code loaded,
 * or written since), the server is asked at the same time (and again when the connection
 * returns), and its answer replaces the cache. A failed refresh leaves the cached rows on screen.
 * Users without a remitter_id have none: nothing is read or asked.
 */
export function useBeneficiaryList(): BeneficiaryList {
  const store = useStore();
  const key = cacheKeyOf(useAtomValue(sessionUserAtom));
  const warm = useAtomValue(warmBeneficiariesAtom);

  const [cache, setCache] = useState<KeyedCacheRead | undefined>(undefined);
  useEffect(() => {
    if (!key) return;
    let live = true;
    readCachedBeneficiaries(key)
      .then((value) => {
        if (!live) return;
        setCache({ key, ok: true, ...value });
        if (cacheKeyOf(store.get(sessionUserAtom)) === key) store.set(warmBeneficiariesAtom, { key, value });
      })
      .catch(() => live && setCache({ key, ok: false }));
    return () => {
      live = false;
    };
  }, [key, store]);
  // The rows last read or written for this user (warm: kept up to date by every read and write),
  // else this screen's own read (which says when the cache cannot be used).
  const cached: KeyedCacheRead | undefined =
    key && warm?.key === key ? { key, ok: true, ...warm.value } : cache?.key === key ? cache : undefined;

  const fetchList = useCallback(async () => {
    const list = (await getBeneficiaries()).sort(byName);
    const at = Date.now();
    if (key) await saveBeneficiaries(store, key, list, at).catch(() => false);
    return { key, list, at };
  }, [key, store]);
  const list = useCachedList({
    key,
    cached: key ? cached : none,
    fetchList,
    // An answer asked for another remitter (before a switch) is not this one's.
    isCurrent: (fresh) => fresh.key === key,
    showFresh: () => key !== undefined,
  });
  return { enabled: key !== undefined, ...list };
}
