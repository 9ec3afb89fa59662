import { clearAccessToken } from '@/lib/access-cookie.ts';
import { CACHE_DB_NAME } from '@/lib/db-schema.ts';
import { clearAllTables } from '@/lib/idb-direct.ts';
import { resetSessionAtoms } from '@/lib/session-atoms.ts';
import { appStore } from '@/lib/store.ts';
import { SESSION_USER_KEY, hasTokenAtom } from '../state.ts';

/** The name of the Dexie database (src/lib/db-schema.ts), for deleting it when the wipe fails. */
export { CACHE_DB_NAME };

/** localStorage keys of the signed-in user's, removed at logout. */
const sessionKeys = new Set<string>([SESSION_USER_KEY]);

/** Registers a localStorage key that holds something of the user's, to be removed at logout. */
export function removeAtLogout(key: string): string {
  sessionKeys.add(key);
  return key;
}

/** Runs `step`, ignoring a refusal (storage disabled, private mode): the rest must still run. */
function attempt(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.error('Logout: a step failed', error);
  }
}

/** Empties every table of the read cache (without loading Dexie unless this page already has it). */
async function wipeCache(): Promise<void> {
  try {
    await clearAllTables();
  } catch (error) {
    // The wipe failed (or Dexie could not load): delete the whole database.
    console.error('Logout: clearing the cache failed; deleting it', error);
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(CACHE_DB_NAME);
  }
}

/**
 * Forgets the session in this tab: the `access` cookie, every session atom (the stored user
 * included), session storage, the user's localStorage keys and every Dexie table. Safe to run
 * when already signed out.
 */
export async function clearSession(store = appStore): Promise<void> {
  attempt(clearAccessToken);
  store.set(hasTokenAtom, false);
  attempt(() => resetSessionAtoms(store));
  attempt(() => sessionStorage.clear());
  for (const key of sessionKeys) attempt(() => localStorage.removeItem(key));
  await wipeCache();
}
