import type { Profile } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { loadDb } from '@/lib/load-db.ts';
import type { appStore } from '@/lib/store.ts';
import { profileKeyOf } from '../model/profile-status.ts';

type Store = typeof appStore;

/*
 * The profile is one row of Dexie's `profile` table, keyed by remitter like every cached row (and
 * wiped with them at logout). Dexie comes through loadDb: its chunk loads beside the first
 * screen's, and the layout's first paint does not wait for it.
 */

/** The signed-in user's cache key, when someone is signed in. */
export function signedInKey(store: Store): string | undefined {
  return store.get(hasTokenAtom) ? profileKeyOf(store.get(sessionUserAtom)) : undefined;
}

/** True while the user whose profile this is is still the one signed in (no logout, no switch). */
export function stillSignedIn(store: Store, key: string): boolean {
  return signedInKey(store) === key;
}

/** The cached profile of a user, and when it was fetched. */
export async function readCachedProfile(
  key: string,
): Promise<{ value: Profile; savedAt: number } | undefined> {
  const db = await loadDb();
  const row = await db.profile.get(key);
  return row && row.remitterId === key ? { value: row.value, savedAt: row.savedAt } : undefined;
}

/**
 * Saves the profile under its user's key, unless they signed out (or someone else signed in)
 * while the request was out: a late answer never puts one user's data back. False when not written.
 */
export async function saveCachedProfile(
  store: Store,
  key: string,
  value: Profile,
  savedAt: number,
): Promise<boolean> {
  const db = await loadDb();
  if (!stillSignedIn(store, key)) return false;
  await db.profile.put({ remitterId: key, savedAt, value });
  return true;
}
