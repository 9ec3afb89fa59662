/**
 * A note in local storage that the read cache (src/lib/db.ts) may hold personal rows: db.ts sets
 * it before it writes one, and the logout wipe removes it once the cache is empty. A signed-out
 * start without it cannot find personal rows, so it renders without loading Dexie first (the
 * start-up rule of clear-when-signed-out.ts). The entry loads this: keep it tiny and free of imports.
 * The key avoids the words the update action removes (cache, version, timestamp): an update keeps
 * IndexedDB, so it keeps the note too.
 */
export const PERSONAL_ROWS_KEY = 'personal-rows-saved';

/**
 * Notes that personal rows are about to be written. Throws when local storage refuses (so the
 * write fails rather than leave rows a signed-out start would not look for).
 */
export function markPersonalRows(): void {
  if (localStorage.getItem(PERSONAL_ROWS_KEY) !== '1') localStorage.setItem(PERSONAL_ROWS_KEY, '1');
}

/** Whether the cache may hold personal rows: the note is there, or local storage cannot tell. */
export function mayHavePersonalRows(): boolean {
  try {
    return localStorage.getItem(PERSONAL_ROWS_KEY) !== null;
  } catch {
    return true;
  }
}

/** Removes the note (the cache was just emptied of personal rows). */
export function clearPersonalRowsMark(): void {
  try {
    localStorage.removeItem(PERSONAL_ROWS_KEY);
  } catch {
    // Storage refused: the next signed-out start wipes once more, which is harmless.
  }
}
