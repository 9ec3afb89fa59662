/** The read cache's database, in Dexie's schema syntax (db.ts declares it to Dexie). */
export const CACHE_DB_NAME = 'sender-portal';

/**
 * Each version's tables, in Dexie's syntax: a version lists only the tables it adds or changes
 * (Dexie keeps the others). Add a version at the end, never edit one.
 */
export const CACHE_DB_VERSIONS = [
  {
    version: 1,
    stores: {
      uiOptions: 'key, remitterId',
      profile: 'remitterId',
      beneficiaries: '[remitterId+beneficiaryId], remitterId',
      transactions: '[remitterId+transRef], remitterId',
      meta: 'key',
    },
  },
  // The payout partner's corridors of an SA sender (the country page), one row per remitter.
  { version: 2, stores: { corridors: 'remitterId' } },
  // The UI options moved to local storage (read synchronously for the first paint): table removed.
  { version: 3, stores: { uiOptions: null } },
  // The rate alerts (src/features/rate-alerts), one per corridor: the service worker reads them too.
  { version: 4, stores: { rateAlerts: 'corridor' } },
] as const satisfies readonly { version: number; stores: Record<string, string | null> }[];

/** The key of a cached list's "last updated" row in the meta table. */
export const listMetaKey = (tableName: string, remitterId: string) => `${tableName}:${remitterId}`;

/** The table of the rate alerts, by name (the service worker opens it without db.ts). */
export const RATE_ALERTS_TABLE = 'rateAlerts';

/**
 * A rate alert: 'tell me when one unit of `source` buys `target` of `destination`'. Declared here,
 * free of the page's code, because the service worker reads and writes it too. Kept on this
 * device only; not a read-cache row of a remitter, but personal all the same: a session's logout
 * removes it, a signed-out visitor's stays (clear-session.ts).
 */
export interface RateAlertRow {
  /** The corridor, e.g. 'GBP_TO_USD': one alert per corridor, a new one replaces it. */
  corridor: string;
  source: string;
  destination: string;
  /** Units of destination per unit of source that the sender waits for (4 decimals). */
  target: number;
  setAt: number;
  /** When the rate was seen at or above the target: the alert has fired, and never fires again. */
  firedAt?: number;
  /** The rate then. */
  firedRate?: number;
  /** The sender closed the in-app note of the fired alert. */
  noteDismissed?: boolean;
}
