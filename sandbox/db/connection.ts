import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SCHEMA } from './schema.ts';
import { seed } from './seed.ts';

export type Db = Database.Database;

export const DEFAULT_DB_PATH = '.sandbox/sandbox.db';

/**
 * Opens the sandbox database (`:memory:` for tests), creates the tables and seeds the demo data
 * when the database is new.
 */
export function openDatabase(path: string = DEFAULT_DB_PATH, now: () => Date = () => new Date()): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  if (count === 0) db.transaction(() => seed(db, now()))();
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
