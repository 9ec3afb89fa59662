import type { Corridor } from '@/api/contract.ts';
import { loadDb } from '@/lib/load-db.ts';
import type { appStore } from '@/lib/store.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';

type Store = typeof appStore;

/**
 * The corridors are the partner's public data, but they are fetched with the sender's token and
 * say where this sender sends money: cached per remitter, as personal data (wiped at logout).
 */
export function corridorsCacheKey(
  user: { id?: number | string; remitter_id?: string | null } | null | undefined,
): string | undefined {
  const remitter = user?.remitter_id?.trim();
  if (remitter) return remitter;
  // A sender not yet onboarded has no remitter id yet: their row is tagged by their user id.
  return user?.id !== undefined && user.id !== null ? `user:${user.id}` : undefined;
}

/** The remitter's cached corridors (Dexie's corridors table, one row each); undefined when none. */
export async function readCachedCorridors(key: string): Promise<Corridor[] | undefined> {
  const db = await loadDb();
  return (await db.corridors.get(key))?.value;
}

/**
 * Saves the corridors, unless the sender signed out (or another signed in) while the call was out:
 * a late answer never writes one user's row after their logout. False when nothing was written.
 */
export async function saveCorridors(store: Store, key: string, corridors: Corridor[]): Promise<boolean> {
  const current = () => store.get(hasTokenAtom) && corridorsCacheKey(store.get(sessionUserAtom)) === key;
  const db = await loadDb();
  if (!current()) return false;
  await db.corridors.put({ remitterId: key, value: corridors, savedAt: Date.now() });
  return true;
}
