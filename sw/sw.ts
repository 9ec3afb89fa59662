/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  isHashedAsset,
  NAVIGATION_DENYLIST,
  notificationTarget,
  OPEN_PATH_MESSAGE,
  RUNTIME_CACHE,
} from './routes.ts';
import { listenForRateAlerts } from './rate-alerts.ts';

declare const self: ServiceWorkerGlobalScope;
/** Set at build time (vite.config.ts `define`), like the page's build-info. */
declare const __APP_VERSION__: string;
declare const __BUILD_NUMBER__: string;
declare const __BUILD_TIME__: string;

/**
 * The app's service worker:
 * - precaches the app shell (index.html, the entry chunks, the shell's lazy chunks, icons) and
 *   answers page loads from it, so the app starts offline;
 * - caches other hashed chunks (lazy routes) the first time they load, cache-first (the page
 *   preloads a lazy chunk's imports itself: Vite's module preloading, vite.config.ts);
 * - never answers API calls, the other services or /meta.json: no route matches them, so they
 *   go to the network untouched;
 * - a new version waits until the page asks it to take over ('Update Now' sends SKIP_WAITING);
 * - a tapped transfer notification (shown by the page, src/features/transactions) opens that
 *   transfer: in the open app if there is one, else in a new window.
 * The first install claims the open page so the chunks it loads next are cached too.
 */
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

/** Never keep a page (an SPA fallback answering a missing chunk) under a script's name. */
const onlyRealAssets = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !response.headers.get('Content-Type')?.includes('text/html') ? response : null,
};

// Matched by path, not request.destination, so URLs the page sends in a CACHE_URLS message
// (chunks it loaded before this worker controlled it) are cached the same way.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isHashedAsset(url.pathname),
  new CacheFirst({
    cacheName: RUNTIME_CACHE,
    plugins: [onlyRealAssets, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
);

/** The build this worker serves, as in its /meta.json. */
const BUILD = { version: __APP_VERSION__, buildNumber: __BUILD_NUMBER__, buildTime: __BUILD_TIME__ };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'GET_VERSION') event.ports[0]?.postMessage(BUILD);
});

/** Opens an app path: the open window (asked to go there, without a reload), else a new one. */
async function openInApp(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (!open) {
    await self.clients.openWindow(path);
    return;
  }
  await open.focus().catch(() => undefined);
  open.postMessage({ type: OPEN_PATH_MESSAGE, path });
}

listenForRateAlerts(self); // first: it takes the taps on its own notifications

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(openInApp(notificationTarget(event.notification.data)));
});
