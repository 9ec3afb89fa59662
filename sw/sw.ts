/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { isNeverCached, NAVIGATION_DENYLIST } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app's service worker: precaches the app shell, serves page loads offline from it, caches
 * lazy route chunks at run time, and never caches API calls, personal data or /meta.json.
 * A new worker waits until the page asks it to take over (the 'Update Now' button).
 */
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    !isNeverCached(url.pathname) &&
    (request.destination === 'script' ||
      request.destination === 'style' ||
      request.destination === 'image') &&
    url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'lazy-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
