/**
 * Which requests the service worker leaves alone and which it caches. Pure functions, so the
 * rules are unit-tested without a worker.
 */

/** Services and the version file: always the network, never a cache, never the app shell. */
export const NEVER_CACHED_PREFIXES = [
  '/api',
  '/identity',
  '/payout',
  '/pay',
  '/__sandbox',
  '/meta.json',
] as const;

/** The prefix itself, or the prefix followed by '/', '?' or nothing else ('/pay' but not '/payment'). */
function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether a same-origin path must always go to the network. */
export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Files the server has (sw.js, icons, manifest...): typed into the address bar, never the shell. */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|svg|ico|webp|gif|txt|xml|woff2?)(?:\?|$)/i;

/**
 * Navigations that go to the network instead of the cached index.html: the services, the
 * version file and static files. Matched against the path (Workbox adds the query).
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  ...NEVER_CACHED_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(?:[/?]|$)`)),
  STATIC_FILE,
];

/** Whether a navigation to this path (and query) is answered with the app shell. */
export function isShellNavigation(pathAndQuery: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndQuery));
}

/** Built files with hashed names (lazy route chunks, their styles, fonts and images). */
const HASHED_ASSET = /^\/assets\/[^/]+\.(?:js|mjs|css|woff2?|png|svg|webp|jpe?g)$/i;

/** Whether a same-origin path is a hashed build asset, cached on first use (cache-first). */
export function isHashedAsset(pathname: string): boolean {
  return HASHED_ASSET.test(pathname) && !isNeverCached(pathname);
}

/** Cache of lazy chunks fetched at run time (the precache holds the app shell). */
export const RUNTIME_CACHE = 'lazy-chunks';

/** The page's message when a notification is tapped while the app is open (src/features/transactions). */
export const OPEN_PATH_MESSAGE = 'OPEN_PATH';

/** Where a tapped notification leads when it names no page of ours. */
export const NOTIFICATION_FALLBACK = '/transactions';

/**
 * The app path a tapped transfer notification opens: its `data.url` when that is the transactions
 * list or one transfer's page of this app, else the list. Never another site, never a service.
 */
export function notificationTarget(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return NOTIFICATION_FALLBACK;
  return url === NOTIFICATION_FALLBACK || /^\/transactions\/[^/?#\\]+$/.test(url)
    ? url
    : NOTIFICATION_FALLBACK;
}
