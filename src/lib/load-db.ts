import type { PortalDb } from './db.ts';

/**
 * The read cache's database, with Dexie's chunk loaded on first use. Signed in, `src/main.tsx`
 * starts that load at start-up, beside the first screen's chunks, so a screen reading its cached
 * data through this never waits for Dexie after its own code has arrived, and its first paint
 * (the frame, the skeleton) does not wait for Dexie at all. Modules that follow the cache live
 * (useLiveQuery) import `db.ts` statically instead.
 */
export function loadDb(): Promise<PortalDb> {
  return import('./db.ts').then((module) => module.db);
}
