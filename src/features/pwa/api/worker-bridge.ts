import type { VersionMeta } from '@/api/contract.ts';
import { asVersionMeta } from '../model/newer-build.ts';

/** The page's side of the service worker: is a new one waiting, what it serves, let it take over. */
export interface WorkerBridge {
  isWaiting: () => boolean;
  /** Resolves true once a new worker waits (asking the browser to look for one), else false after `timeoutMs`. */
  findWaitingWorker: (timeoutMs: number) => Promise<boolean>;
  /** The build the waiting worker serves (it answers GET_VERSION), or null. */
  waitingBuild: () => Promise<VersionMeta | null>;
  /** Sends SKIP_WAITING to the waiting worker; the page reloads when it takes control. */
  activateWaitingWorker: () => void;
  /** Whether this page asked a waiting worker to take over (reloadOnControllerChange's `asked`). */
  asked: () => boolean;
}

/** A new worker counts as waiting when it is installed while another one is active. */
function waitingWorker(registration: ServiceWorkerRegistration): ServiceWorker | null {
  return registration.waiting && registration.active ? registration.waiting : null;
}

/**
 * How long a waiting worker may take to say which build it serves: the browser starts it first
 * (a thread, its script run), which on a cheap phone with the page loading takes seconds, and
 * without its answer the overlay cannot name the new build when /meta.json failed.
 */
export const WORKER_ANSWER_MS = 5000;

/** Asks a worker over a message channel; null when it does not answer within `timeoutMs`. */
export function askWorker(
  worker: ServiceWorker,
  message: object,
  timeoutMs = WORKER_ANSWER_MS,
): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Watches a registration for a new worker that installs and waits: one waiting already, one
 * installing now, or one found later (updatefound). Calls `onWaiting` each time one waits.
 */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration, onWaiting: () => void): void {
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && waitingWorker(registration) === worker) onWaiting();
    });
  };
  if (waitingWorker(registration)) onWaiting();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/**
 * Reloads the page once when a new worker takes control of it: in the tab that pressed
 * 'Update Now' and in every other open tab. The first worker ever claiming the page (no
 * controller before) is not an update and reloads nothing, unless this page asked for it.
 */
export function reloadOnControllerChange(
  container: ServiceWorkerContainer,
  reloadOnce: () => void,
  asked: () => boolean,
): void {
  let previous = container.controller;
  container.addEventListener('controllerchange', () => {
    const hadController = previous !== null;
    previous = container.controller;
    if (hadController || asked()) reloadOnce();
  });
}

/**
 * The bridge for a registration; `onWaiting` runs whenever a new worker starts waiting. (The
 * reload when a worker takes over is reloadOnControllerChange's, listening from the runtime's
 * start, before the registration resolves.)
 */
export function createWorkerBridge(
  registration: ServiceWorkerRegistration,
  onWaiting: () => void,
): WorkerBridge {
  let asked = false;
  const listeners = new Set<() => void>();
  watchForWaitingWorker(registration, () => {
    onWaiting();
    for (const listener of [...listeners]) listener();
  });
  return {
    isWaiting: () => waitingWorker(registration) !== null,
    findWaitingWorker(timeoutMs) {
      if (waitingWorker(registration)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (found: boolean) => {
          clearTimeout(timer);
          listeners.delete(onFound);
          resolve(found);
        };
        const onFound = () => done(true);
        const timer = setTimeout(() => done(waitingWorker(registration) !== null), timeoutMs);
        listeners.add(onFound);
        // No new worker installing once the browser has looked: there is none to wait for.
        registration.update().then(
          () => !registration.installing && done(waitingWorker(registration) !== null),
          () => !registration.installing && done(false),
        );
      });
    },
    async waitingBuild() {
      const worker = waitingWorker(registration);
      return worker ? asVersionMeta(await askWorker(worker, { type: 'GET_VERSION' })) : null;
    },
    activateWaitingWorker() {
      const worker = waitingWorker(registration);
      if (!worker) return;
      asked = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
    asked: () => asked,
  };
}
