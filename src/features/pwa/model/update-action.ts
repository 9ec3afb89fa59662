import { recordUpdateAttempt, removeUpdateClearedKeys } from './update-storage.ts';

/** Workbox's precache: the new worker's app shell lives there; it is kept when a worker waits. */
export const PRECACHE_PREFIX = 'workbox-precache';
/** How long to wait for a new worker to finish installing, and for it to take control. */
export const UPDATE_WAIT_MS = 5000;

/** What 'Update Now' needs from the browser, injected so tests can watch every step. */
export interface UpdateActionDeps {
  now: () => number;
  local: Storage;
  session: Storage;
  /** Cache Storage, when the browser has it. */
  caches: CacheStorage | undefined;
  /** Resolves true once a new worker is waiting (asking the browser to look), false after a while. */
  findWaitingWorker: () => Promise<boolean>;
  /** Tells the waiting worker to skip waiting; the page reloads when it takes control. */
  activateWaitingWorker: () => void;
  /** Reloads the page, at most once. */
  reloadOnce: () => void;
  /** setTimeout. */
  schedule: (run: () => void, ms: number) => void;
}

/**
 * Deletes the Cache Storage caches. With a new worker waiting, its precache (the new app shell,
 * cleaned of the old build when it activates) is kept, or the app could not start offline
 * until the next release.
 */
export async function clearCaches(caches: CacheStorage | undefined, keepPrecache: boolean): Promise<void> {
  if (!caches) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => !(keepPrecache && name.startsWith(PRECACHE_PREFIX)))
      .map((name) => caches.delete(name).catch(() => false)),
  );
}

/**
 * 'Update Now' (spec: update action): records the attempt (checks pause for 5 minutes), clears
 * the caches, the local keys containing cache, version, timestamp or redux-persist, and session
 * storage, then lets the waiting worker take over and reloads once when it does (or after a
 * while if it never does). With no new worker, the page reloads from the network at once.
 */
export async function applyUpdate(deps: UpdateActionDeps): Promise<void> {
  recordUpdateAttempt(deps.local, deps.now());
  const waiting = await deps.findWaitingWorker().catch(() => false);
  await clearCaches(deps.caches, waiting).catch(() => undefined);
  removeUpdateClearedKeys(deps.local);
  deps.session.clear();
  if (waiting) {
    deps.activateWaitingWorker();
    deps.schedule(deps.reloadOnce, UPDATE_WAIT_MS);
  } else {
    deps.reloadOnce();
  }
}
