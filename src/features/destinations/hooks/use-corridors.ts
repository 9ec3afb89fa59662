import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Corridor } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import type { ApiError } from '@/lib/api-error.ts';
import { useAskOnce } from '@/lib/use-ask-once.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { corridorsCacheKey, readCachedCorridors, saveCorridors } from '../api/corridors-cache.ts';
import { getCorridors } from '../api/get-corridors.ts';
import { choosesCorridors } from '../model/destinations.ts';
import { corridorsCallAtom } from '../state.ts';

/** The payout partner's corridors for an SA sender (cached), or none for others. */
export interface Corridors {
  /** undefined until known. */
  corridors: Corridor[] | undefined;
  loading: boolean;
  error: ApiError | undefined;
  retry: () => void;
}

const NONE: Corridor[] = [];

/** What was read from the cache, for which key (a user switch never shows another's row). */
type CacheState = { key: string; corridors: Corridor[] | undefined } | undefined;

/**
 * The partner's corridors, local-first and fetched only for SA senders, once per session: the
 * cached list (Dexie) shows at once on a reload and offline; the call is made the first time the
 * session needs the list (and again when the connection returns after a failure), and its answer
 * replaces the cache. Every other sender gets an empty list and no call.
 */
export function useCorridors(): Corridors {
  const store = useStore();
  const online = useOnline();
  const user = useAtomValue(sessionUserAtom);
  const enabled = choosesCorridors(user?.country);
  const key = enabled ? corridorsCacheKey(user) : undefined;

  const [cache, setCache] = useState<CacheState>(undefined);
  useEffect(() => {
    if (!key) return;
    let live = true;
    readCachedCorridors(key)
      .then((corridors) => live && setCache({ key, corridors }))
      .catch(() => live && setCache({ key, corridors: undefined }));
    return () => {
      live = false;
    };
  }, [key]);

  const fetchCorridors = useCallback(async () => {
    const corridors = await getCorridors();
    if (key) await saveCorridors(store, key, corridors).catch(() => false);
    return corridors;
  }, [key, store]);
  const call = useCall(fetchCorridors, { atom: corridorsCallAtom });
  const { run, data, loading, error } = call;

  // Once per session (the call state is shared: another user of the hook may have just asked).
  const current = useCallback(() => store.get(corridorsCallAtom), [store]);
  useAskOnce({ enabled: enabled && key !== undefined, online, call, current, run });
  const retry = useCallback(() => void run(), [run]);

  if (!enabled) return { corridors: NONE, loading: false, error: undefined, retry };
  const cached = cache && cache.key === key ? cache.corridors : undefined;
  return { corridors: data ?? cached, loading, error, retry };
}
