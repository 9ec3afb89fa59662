import type { Corridor } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import type { appStore } from '@/lib/store.ts';
import { choosesCorridors } from '../model/destinations.ts';
import { corridorsCallAtom } from '../state.ts';
import { corridorsCacheKey, readCachedCorridors, saveCorridors } from './corridors-cache.ts';
import { getCorridors } from './get-corridors.ts';

type Store = typeof appStore;

/**
 * The sender's corridors outside a screen (e.g. 'Send again' choosing a transfer's country): the
 * session's answer if the list was asked for already, else the cached list, else the partner's
 * (saved for the next start). None for senders who do not choose countries; undefined when the
 * list cannot be known (offline with nothing cached, or the call failed).
 */
export async function loadCorridors(store: Store): Promise<Corridor[] | undefined> {
  const user = store.get(sessionUserAtom);
  if (!choosesCorridors(user?.country)) return [];
  const known = store.get(corridorsCallAtom).data;
  if (known) return known;
  const key = corridorsCacheKey(user);
  const cached = key ? await readCachedCorridors(key).catch(() => undefined) : undefined;
  if (cached) return cached;
  try {
    const corridors = await getCorridors();
    if (key) await saveCorridors(store, key, corridors).catch(() => false);
    return corridors;
  } catch {
    return undefined;
  }
}
