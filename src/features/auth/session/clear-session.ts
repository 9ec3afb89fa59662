import { clearAccessToken } from '@/lib/access-cookie.ts';
import { CACHE_DB_NAME } from '@/lib/db-schema.ts';
import { removePersonalKeys } from '@/lib/personal-data.ts';
import { PERSONAL_ROWS_KEY, clearPersonalRowsMark, mayHavePersonalRows } from '@/lib/personal-rows-mark.ts';
import { RATE_ALERTS_KEY } from '@/lib/rate-alerts-mark.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { loadDb } from '@/lib/load-db.ts';
import { appStore } from '@/lib/store.ts';
import { hasTokenAtom, nextSessionEpoch, sessionUserAtom } from '@/lib/session/user.ts';

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

/**
 * Removes the user's rows of the read cache through Dexie, which this loads only when the cache
 * may hold some: after a session (`pastSession`: a token or a stored user, whose pages have loaded
 * Dexie anyway; the rows of a release older than the note go this way too), or when the note says
 * so (src/lib/personal-rows-mark.ts). A signed-out visitor's start stays free of Dexie. Without a
 * past session, the rate alerts are the visitor's own (set on the login screen's calculator) and
 * stay, as their referral code does.
 */
async function wipeCache(pastSession: boolean): Promise<void> {
  if (!pastSession && !mayHavePersonalRows()) return;
  try {
    const db = await loadDb();
    await db.wipe({ keepRateAlerts: !pastSession });
  } catch (error) {
    // The wipe failed: delete the whole database; the note goes once it is gone.
    console.error('Logout: clearing the cache failed; deleting it', error);
    if (typeof indexedDB === 'undefined') return;
    indexedDB.deleteDatabase(CACHE_DB_NAME).onsuccess = clearPersonalRowsMark;
  }
}

/**
 * Forgets the session in this tab, removing what is personal and only that (what is public is
 * listed in src/lib/personal-data.ts): the `access` cookie, every session atom (the stored user
 * included), every key of session and local storage but the public ones (the cached UI options
 * among them), and every personal row of the read cache. Safe to run when already signed out.
 * `keepSessionKeys` are session-storage keys a signed-out visitor owns (the login screen's logout
 * keeps their referral code). A signed-out visitor's rate alerts, and the note of them, stay too.
 */
export async function clearSession(store = appStore, keepSessionKeys: readonly string[] = []): Promise<void> {
  const pastSession = store.get(hasTokenAtom) || store.get(sessionUserAtom) !== null;
  attempt(clearAccessToken);
  // Work of the session that ends (a payment under way) writes nothing from now on.
  nextSessionEpoch(store);
  store.set(hasTokenAtom, false);
  attempt(() => resetSessionAtoms(store));
  attempt(() => removePersonalKeys(sessionStorage, 'session', keepSessionKeys));
  // The note that the cache holds personal rows goes with them, once the wipe has removed them.
  const keepLocal = pastSession ? [PERSONAL_ROWS_KEY] : [PERSONAL_ROWS_KEY, RATE_ALERTS_KEY];
  attempt(() => removePersonalKeys(localStorage, 'local', keepLocal));
  await wipeCache(pastSession);
}
