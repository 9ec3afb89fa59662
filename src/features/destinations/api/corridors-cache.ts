import type { Corridor } from '@/api/contract.ts';
import type { CorridorsRow } from '@/lib/db.ts';
import { readRow, writeRow } from '@/lib/idb-direct.ts';
import type { appStore } from '@/lib/store.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';

type Store = typeof appStore;

/**
 * Dexie's corridors table (src/lib/db.ts, one row per remitter), read and written straight through
 * IndexedDB: the country page and the other-countries flow never load Dexie (30 KB) for one row.
 */
const CORRIDORS = 'corridors';

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

/** The remitter's cached corridors; undefined when none are cached. */
export async function readCachedCorridors(key: string): Promise<Corridor[] | undefined> {
  return (await readRow<CorridorsRow>(CORRIDORS, key))?.value;
}

/**
 * Saves the corridors, unless the sender signed out (or another signed in) while the call was out:
 * a late answer never writes one user's row after their logout. False when nothing was written.
 */
export async function saveCorridors(store: Store, key: string, corridors: Corridor[]): Promise<boolean> {
  const current = () => store.get(hasTokenAtom) && corridorsCacheKey(store.get(sessionUserAtom)) === key;
  if (!current()) return false;
  await writeRow(CORRIDORS, {
    remitterId: key,
    value: corridors,
    savedAt: Date.now(),
  } satisfies CorridorsRow);
  return true;
}
