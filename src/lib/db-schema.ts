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
] as const satisfies readonly { version: number; stores: Record<string, string | null> }[];

/** The key of a cached list's "last updated" row in the meta table. */
export const listMetaKey = (tableName: string, remitterId: string) => `${tableName}:${remitterId}`;
