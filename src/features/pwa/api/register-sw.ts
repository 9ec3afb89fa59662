import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';
import { Workbox } from 'workbox-window';

/** The service worker's URL and scope (built from sw/sw.ts by vite-plugin-pwa). */
export const SW_URL = '/sw.js';

/**
 * The worker's URL as Trusted Types require it (the CSP's `require-trusted-types-for 'script'`
 * makes `navigator.serviceWorker.register` refuse a string): from a policy that lets through
 * this one URL and nothing else, as workbox-window documents. A browser without Trusted Types
 * takes the string.
 */
export function serviceWorkerUrl(
  factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes,
): string | TrustedScriptURL {
  const policy = factory?.createPolicy('service-worker-url', {
    createScriptURL: (url: string) => {
      if (url !== SW_URL) throw new TypeError(`Not the service worker's URL: ${url}`);
      return url;
    },
  });
  return policy ? policy.createScriptURL(SW_URL) : SW_URL;
}

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
