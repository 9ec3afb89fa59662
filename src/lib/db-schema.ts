/**
 * The read cache's database, in Dexie's schema syntax: db.ts declares it to Dexie, and
 * idb-direct.ts creates the very same database without Dexie when a signed-out screen saves the
 * first row (so Dexie finds its own schema, whoever created it). Add a version here, never edit one.
 */
export const CACHE_DB_NAME = 'sender-portal';

/** Dexie's version number (IndexedDB's is ten times it). */
export const CACHE_DB_VERSION = 1;

export const CACHE_DB_STORES = {
  uiOptions: 'key, remitterId',
  profile: 'remitterId',
  beneficiaries: '[remitterId+beneficiaryId], remitterId',
  transactions: '[remitterId+transRef], remitterId',
  meta: 'key',
} as const;

/** The remitter tag of rows fetched while signed out (UI options); kept at logout. */
export { PUBLIC_REMITTER } from './personal-data.ts';
