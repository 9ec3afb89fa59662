import type { Transaction } from '@/api/contract.ts';
import type { TransactionRow } from '@/lib/db.ts';
import { CACHE_DB_NAME, listMetaKey } from '@/lib/db-schema.ts';
import { openExisting, openOrCreate } from '@/lib/idb-direct.ts';
import type { appStore } from '@/lib/store.ts';
import type { KnownTransfer } from '../model/moved-on.ts';
import { planSave } from '../model/plan-save.ts';
import { newestFirst } from '../model/sort.ts';
import { stillSignedIn } from './cache-key.ts';
import type { SavedList } from './saved-list.ts';

/**
 * The transactions cache read and written straight through IndexedDB, for the signed-in layout's
 * check on pages that have not loaded Dexie (30 KB): the same tables, rows and plan as Dexie's
 * (api/transactions-cache.ts), in one IndexedDB transaction.
 */
type Store = typeof appStore;

const TRANSACTIONS = 'transactions';
const META = 'meta';
/** Dexie's "last updated" row of the list (the key db.ts writes it under). */
export const listMetaKeyOf = (key: string) => listMetaKey(TRANSACTIONS, key);

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** What the cache knows of each of the user's transfers, by reference (rows as Dexie stores them). */
export function knownOf(rows: readonly Pick<TransactionRow, 'transRef' | 'value' | 'seen'>[]) {
  return new Map<string, KnownTransfer>(
    rows.map((row) => [row.transRef, { status: row.value.status, seen: row.seen }]),
  );
}

/** The user's cached rows; none when there is no cache yet. */
export async function readRowsDirect(key: string): Promise<TransactionRow[]> {
  const db = await openExisting(CACHE_DB_NAME);
  if (!db) return [];
  try {
    if (!db.objectStoreNames.contains(TRANSACTIONS)) return [];
    const index = db.transaction(TRANSACTIONS, 'readonly').objectStore(TRANSACTIONS).index('remitterId');
    return (await settle(index.getAll(key))) as TransactionRow[];
  } finally {
    db.close();
  }
}

/**
 * Replaces the user's cached list (see transactions-cache.ts saveList: the same checks and plan),
 * straight through IndexedDB. False when the user signed out meanwhile.
 */
export async function saveListDirect(
  store: Store,
  key: string,
  list: readonly Transaction[],
): Promise<SavedList | false> {
  if (!stillSignedIn(store, key)) return false;
  // A database that exists is opened at its own version (Dexie may have upgraded it since).
  const db = (await openExisting(CACHE_DB_NAME)) ?? (await openOrCreate(CACHE_DB_NAME));
  try {
    const transaction = db.transaction([TRANSACTIONS, META], 'readwrite');
    const done = completed(transaction);
    const rows = transaction.objectStore(TRANSACTIONS);
    const before = (await settle(rows.index('remitterId').getAll(key))) as TransactionRow[];
    const plan = planSave(knownOf(before), newestFirst(list));
    const now = Date.now();
    for (const row of before) rows.delete([key, row.transRef]);
    for (const entry of plan.entries)
      rows.put({ remitterId: key, ...entry, savedAt: now } satisfies TransactionRow);
    transaction.objectStore(META).put({ key: listMetaKeyOf(key), lastUpdated: now });
    await done;
    return { notices: plan.notices, moves: plan.moves };
  } finally {
    db.close();
  }
}
