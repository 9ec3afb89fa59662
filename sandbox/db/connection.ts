import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Db } from './sqlite.ts';
import { SCHEMA } from './schema.ts';

export { Db };

export const DEFAULT_DB_PATH = '.sandbox/sandbox.db';

/**
 * Opens the sandbox database (`:memory:` for tests) and creates its tables. The entry points seed
 * it (db/seed.ts), so the layers run one way: stores use the connection, seeding uses the stores.
 * A file is read whole and written back after writes (db/sqlite.ts), so demo data survives a restart.
 */
export function openDatabase(path: string = DEFAULT_DB_PATH): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Db(path);
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}

/** The next number of a named sequence, for references and ids. */
export function nextNumber(db: Db, name: string, start: number): number {
  const row = db
    .prepare(
      `INSERT INTO counters (name, value) VALUES (?, ?)
       ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
    )
    .get(name, start) as { value: number };
  return row.value;
}

export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
