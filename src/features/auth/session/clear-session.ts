import { clearAccessToken } from '@/lib/access-cookie.ts';
import { CACHE_DB_NAME } from '@/lib/db-schema.ts';
import { wipePersonalRows } from '@/lib/idb-direct.ts';
import { removePersonalKeys } from '@/lib/personal-data.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { appStore } from '@/lib/store.ts';
import { hasTokenAtom } from '@/lib/session/user.ts';

/** The name of the Dexie database (src/lib/db-schema.ts), for deleting it when the wipe fails. */
export { CACHE_DB_NAME };

/** Runs `step`, ignoring a refusal (storage disabled, private mode): the rest must still run. */
function attempt(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.error('Logout: a step failed', error);
  }
}

/** Removes the user's rows of the read cache (without loading Dexie unless this page already has it). */
async function wipeCache(): Promise<void> {
  try {
    await wipePersonalRows();
  } catch (error) {
    // The wipe failed: delete the whole database (the public UI options too; they come back online).
    console.error('Logout: clearing the cache failed; deleting it', error);
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(CACHE_DB_NAME);
  }
}

/**
 * Forgets the session in this tab, removing what is personal and only that (what is public is
 * listed in src/lib/personal-data.ts): the `access` cookie, every session atom (the stored user
 * included), every key of session and local storage but the public ones, and every Dexie row but
 * the public UI options. Safe to run when already signed out. `keepSessionKeys` are session-storage
 * keys a signed-out visitor owns (the login screen's logout keeps their referral code).
 */
export async function clearSession(store = appStore, keepSessionKeys: readonly string[] = []): Promise<void> {
  attempt(clearAccessToken);
  store.set(hasTokenAtom, false);
  attempt(() => resetSessionAtoms(store));
  attempt(() => removePersonalKeys(sessionStorage, 'session', keepSessionKeys));
  attempt(() => removePersonalKeys(localStorage, 'local'));
  await wipeCache();
}
