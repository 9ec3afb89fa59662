import type { SyncingRegistration } from './periodic-sync.ts';

/** The page's service worker registration, if one is registered (a production build, once loaded). */
export async function pageRegistration(): Promise<
  (ServiceWorkerRegistration & SyncingRegistration) | undefined
> {
  try {
    return await navigator.serviceWorker?.getRegistration();
  } catch {
    return undefined;
  }
}
