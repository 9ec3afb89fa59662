/** Paths the service worker never answers from a cache: the services and the version file. */
export const NEVER_CACHED_PREFIXES = [
  '/api/',
  '/identity/',
  '/payout/',
  '/pay/',
  '/__sandbox/',
  '/meta.json',
];

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/** Navigations that go to the network, not the cached app shell. */
export const NAVIGATION_DENYLIST = NEVER_CACHED_PREFIXES.map(
  (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
);
