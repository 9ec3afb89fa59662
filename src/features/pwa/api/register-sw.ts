// The package's ES2015+ module, as Workbox recommends where the build needs no ES5 (its default
// entry is an ES5 build, about 0.8 KB gzipped larger).
import { Workbox } from 'workbox-window/Workbox.js';
import { serviceWorkerUrl } from './sw-url.ts';

/**
 * Registers the service worker with workbox-window. This module loads with the PWA runtime after
 * the page has loaded (start.ts), so it never delays the first render. Resolves undefined where
 * the browser has no service workers.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox(serviceWorkerUrl(), { scope: '/' });
  return workbox.register({ immediate: true });
}

/**
 * Sends the worker the hashed chunks this page loaded before the worker controlled it (the
 * first visit), so they are cached and the same screens open offline next time.
 */
export async function cacheLoadedChunks(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  const registration = await container.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url, location.href);
      return parsed.origin === location.origin && parsed.pathname.startsWith('/assets/');
    });
  if (urlsToCache.length > 0)
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
