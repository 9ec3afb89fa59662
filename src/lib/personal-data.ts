/**
 * What logout keeps (DESIGN.md 'Logout removes what is personal, and only that'), written once:
 * the list of what belongs to the app and is public. Everything else in session storage and local
 * storage is the signed-in user's and goes at logout, so a key added later is personal until it is
 * listed here; every row of the read cache (src/lib/db.ts) is personal. The login screen loads
 * this: keep it tiny and free of imports.
 */

/** Session-storage keys that are public; their owners take the names from here. */
export const PUBLIC_SESSION_KEYS = {
  /** The update notice's 'Later': hidden for the rest of this browser session. */
  updateLater: 'pwa-update-later',
  /** The chunks that already caused a reload after a deploy, so none reloads twice (lazy-page.ts). */
  chunkReloads: 'chunk-reloaded-for',
} as const;

/** Local-storage keys that are public; their owners take the names from here. */
export const PUBLIC_LOCAL_KEYS = {
  /** When 'Update Now' was last pressed: version checks pause for 5 minutes after it. */
  updateAttempt: 'pwa-update-attempted-at',
  /**
   * The UI options as last fetched (public texts the login screen paints with; an offline start
   * after a logout still shows them). Not named 'cache': the update action would remove it.
   */
  uiOptions: 'ui-options',
} as const;

export type StorageKind = 'session' | 'local';

const PUBLIC_KEYS: Record<StorageKind, ReadonlySet<string>> = {
  session: new Set(Object.values(PUBLIC_SESSION_KEYS)),
  local: new Set(Object.values(PUBLIC_LOCAL_KEYS)),
};

/** Whether logout keeps this key of session or local storage. */
export function isPublicKey(kind: StorageKind, key: string): boolean {
  return PUBLIC_KEYS[kind].has(key);
}

/**
 * Removes every key of `storage` that is not public (logout), but those the caller `keep`s;
 * returns the keys removed.
 */
export function removePersonalKeys(
  storage: Storage,
  kind: StorageKind,
  keep: readonly string[] = [],
): string[] {
  const personal: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !isPublicKey(kind, key) && !keep.includes(key)) personal.push(key);
  }
  for (const key of personal) storage.removeItem(key);
  return personal;
}
