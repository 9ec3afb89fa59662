import type { createStore } from 'jotai';
import { buildInfo } from '@/config/build-info.ts';
import { env } from '@/config/env.ts';
import { fetchLatestMeta } from './api/fetch-meta.ts';
import { cacheLoadedChunks, registerServiceWorker } from './api/register-sw.ts';
import { createWorkerBridge, reloadOnControllerChange, type WorkerBridge } from './api/worker-bridge.ts';
import { browserStorage } from './model/memory-storage.ts';
import { createReloader } from './model/reloader.ts';
import { applyUpdate, UPDATE_WAIT_MS } from './model/update-action.ts';
import { dismissForSession } from './model/update-storage.ts';
import { checkForUpdate, singleFlight, startVersionPoller } from './model/version-check.ts';
import { updateNoticeAtom, updatingAtom, workerWaitingAtom } from './state.ts';

type Store = ReturnType<typeof createStore>;

let reloader = createReloader(() => location.reload());
let bridge: WorkerBridge | null = null;

/**
 * Starts the PWA at run time (production builds, after the page has loaded): the version checks
 * on load and every env.versionPollMs, and the service worker (registration, a new worker
 * waiting, reloading once when one takes over).
 */
export function startPwaRuntime(store: Store): void {
  // Listening before anything else: a worker taking over while the registration still resolves
  // (another tab pressed 'Update Now') still reloads this tab onto the new build.
  if ('serviceWorker' in navigator)
    reloadOnControllerChange(navigator.serviceWorker, reloader.reloadOnce, () => bridge?.asked() ?? false);
  const check = singleFlight(() =>
    checkForUpdate({
      current: buildInfo,
      fetchLatest: () => fetchLatestMeta(),
      workerWaiting: () => bridge?.isWaiting() ?? false,
      waitingBuild: () => bridge?.waitingBuild() ?? Promise.resolve(null),
      local: browserStorage('localStorage'),
      session: browserStorage('sessionStorage'),
      now: Date.now,
      show: (notice) => {
        if (!store.get(updatingAtom)) store.set(updateNoticeAtom, notice);
      },
    }),
  );
  startVersionPoller(check, env.versionPollMs);
  registerServiceWorker()
    .then((registration) => {
      if (!registration) return;
      bridge = createWorkerBridge(registration, () => {
        store.set(workerWaitingAtom, true);
        void check();
      });
      void cacheLoadedChunks().catch(() => undefined);
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered.', error));
}

/** 'Update Now': shows 'Updating...', then updates and reloads once (model/update-action.ts). */
export async function updateNow(store: Store): Promise<void> {
  if (store.get(updatingAtom)) return;
  store.set(updatingAtom, true);
  await applyUpdate({
    now: Date.now,
    local: browserStorage('localStorage'),
    session: browserStorage('sessionStorage'),
    caches: typeof caches === 'undefined' ? undefined : caches,
    findWaitingWorker: () => bridge?.findWaitingWorker(UPDATE_WAIT_MS) ?? Promise.resolve(false),
    activateWaitingWorker: () => bridge?.activateWaitingWorker(),
    reloadOnce: reloader.reloadOnce,
    schedule: (run, ms) => void setTimeout(run, ms),
  });
}

/** A page that has not reloaded and has no worker bridge (tests). */
export function resetPwaRuntime(): void {
  reloader = createReloader(() => location.reload());
  bridge = null;
}

/** 'Later': hides the notice for the rest of the session. */
export function later(store: Store): void {
  dismissForSession(browserStorage('sessionStorage'));
  store.set(updateNoticeAtom, null);
}
