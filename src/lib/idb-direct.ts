/**
 * Direct IndexedDB access to the read cache's database (the one Dexie manages, src/lib/db.ts),
 * for the little the signed-out screens do with it: read and write one row (the public UI
 * options) and remove every personal row at logout. Dexie is about 30 KB gzipped and the login
 * screen must stay within its speed budget, so it loads only where the cache is really queried.
 */
import { CACHE_DB_NAME, CACHE_DB_STORES, CACHE_DB_VERSION } from './db-schema.ts';
import { isPublicRow, isPublicTable } from './personal-data.ts';

let dexieWipe: (() => Promise<void>) | undefined;

/**
 * Set by db.ts when this page loads Dexie: from then on the logout wipe goes through Dexie, so
 * its live queries and caches in this page see the rows go.
 */
export function setDexieWipe(wipe: (() => Promise<void>) | undefined): void {
  dexieWipe = wipe;
}

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

/** A connection that steps aside when Dexie opens the database to upgrade it. */
function yielding(db: IDBDatabase): IDBDatabase {
  db.onversionchange = () => db.close();
  return db;
}

/**
 * Opens the database if it exists, never creating it (an open that would create it is aborted);
 * undefined when it does not exist or IndexedDB is unavailable (private mode, old browser).
 */
export function openExisting(name = CACHE_DB_NAME): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(undefined);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(yielding(request.result));
    request.onerror = () => resolve(undefined);
    request.onblocked = () => resolve(undefined);
  });
}

/** A key path in Dexie's syntax: 'key', or '[remitterId+transRef]' for a compound one. */
function keyPath(spec: string): string | string[] {
  if (/^[&*+]/.test(spec)) throw new Error(`Unsupported Dexie schema syntax: ${spec}`);
  return spec.startsWith('[') ? spec.slice(1, -1).split('+') : spec;
}

/** Creates the stores and indexes of db-schema.ts exactly as Dexie would. */
function createSchema(db: IDBDatabase, stores: Record<string, string>): void {
  for (const [table, spec] of Object.entries(stores)) {
    const [primary = '', ...indexes] = spec.split(',').map((part) => part.trim());
    const store = db.createObjectStore(table, { keyPath: keyPath(primary) });
    for (const index of indexes) store.createIndex(index, keyPath(index));
  }
}

/** Opens the database, creating it with Dexie's whole schema (at Dexie's version) if absent. */
export function openOrCreate(
  name: string,
  stores: Record<string, string> = CACHE_DB_STORES,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, CACHE_DB_VERSION * 10);
    request.onupgradeneeded = (event) => {
      if (event.oldVersion === 0) createSchema(request.result, stores);
      else request.transaction?.abort(); // an older database: Dexie upgrades it, not this
    };
    request.onsuccess = () => resolve(yielding(request.result));
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

/** One row of a table by its key; undefined when the database, the table or the row is absent. */
export async function readRow<T>(
  table: string,
  key: IDBValidKey,
  name = CACHE_DB_NAME,
): Promise<T | undefined> {
  const db = await openExisting(name);
  if (!db) return undefined;
  try {
    if (!db.objectStoreNames.contains(table)) return undefined;
    return (await settle(db.transaction(table, 'readonly').objectStore(table).get(key))) as T | undefined;
  } finally {
    db.close();
  }
}

/**
 * The rows of a table whose index holds `value` (e.g. a remitter's rows by 'remitterId'); none
 * when the database, the table or the index is absent.
 */
export async function readByIndex<T>(
  table: string,
  index: string,
  value: IDBValidKey,
  name = CACHE_DB_NAME,
): Promise<T[]> {
  const db = await openExisting(name);
  if (!db) return [];
  try {
    if (!db.objectStoreNames.contains(table)) return [];
    const store = db.transaction(table, 'readonly').objectStore(table);
    if (!store.indexNames.contains(index)) return [];
    return (await settle(store.index(index).getAll(value))) as T[];
  } finally {
    db.close();
  }
}

/**
 * Writes one row (replacing the row with the same key). A first visit has no database yet: it is
 * created with Dexie's whole schema, so Dexie later opens it as its own.
 */
export async function writeRow(table: string, row: object, name = CACHE_DB_NAME): Promise<void> {
  // A database that exists is opened at its own version (Dexie may have upgraded it since).
  const db = (await openExisting(name)) ?? (await openOrCreate(name).catch(() => openExisting(name)));
  if (!db) throw new Error('The cache database could not be opened.');
  try {
    if (!db.objectStoreNames.contains(table)) throw new Error(`The cache has no table ${table}.`);
    const transaction = db.transaction(table, 'readwrite');
    transaction.objectStore(table).put(row);
    await completed(transaction);
  } finally {
    db.close();
  }
}

/** In a public table, deletes the rows that are not public (the cursor runs inside the transaction). */
function deletePersonalRows(store: IDBObjectStore): void {
  const request = store.openCursor();
  request.onsuccess = () => {
    const cursor = request.result;
    if (!cursor) return;
    if (!isPublicRow(store.name, cursor.value)) cursor.delete();
    cursor.continue();
  };
}

/**
 * Removes every personal row of the cache (logout; src/lib/personal-data.ts says which are
 * public): through Dexie if this page has loaded it, else directly.
 */
export async function wipePersonalRows(name = CACHE_DB_NAME): Promise<void> {
  if (dexieWipe && name === CACHE_DB_NAME) return dexieWipe();
  const db = await openExisting(name);
  if (!db) return;
  try {
    const tables = Array.from(db.objectStoreNames);
    if (tables.length === 0) return;
    const transaction = db.transaction(tables, 'readwrite');
    for (const table of tables) {
      const store = transaction.objectStore(table);
      if (isPublicTable(table)) deletePersonalRows(store);
      else store.clear();
    }
    await completed(transaction);
  } finally {
    db.close();
  }
}
