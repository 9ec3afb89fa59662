/**
 * SQLite for the sandbox through sql.js, SQLite compiled to WebAssembly: a plain npm package, so
 * `npm ci` compiles nothing (the native better-sqlite3 it replaces was built from source there,
 * most of the install's time). sql.js is asynchronous only to start, so it starts once, here.
 *
 * `Db` offers the part of better-sqlite3's synchronous API the sandbox uses, no more:
 * - `new Db(path)` opens a file (read whole, written back after writes) or `:memory:`;
 *   `new Db(bytes)` opens a copy of a `serialize()`d database.
 * - `prepare(sql)` then `get(...)` (first row or undefined), `all(...)` and `run(...)`
 *   (`{ changes, lastInsertRowid }`), with `?` values in order or one object for `@name`s
 *   (keys without the `@`). Values are strings, numbers, byte arrays (blobs read back as
 *   Uint8Array) or null; undefined binds null, and so does a `@name` the object lacks.
 * - `exec(sql)` for several statements, `pragma(setting)` to set one, `transaction(fn)`,
 *   `serialize()` and `close()`.
 */
import initSqlJs, {
  type Database,
  type ParamsObject,
  type SqlValue,
  type Statement as SqlJsStatement,
} from 'sql.js';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const SQL = await initSqlJs();

/** How long writes to a file database gather before the file is written again. */
export const SAVE_DELAY_MS = 250;

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

export interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): RunResult;
}

/**
 * A database the code dropped without closing (the tests' sandboxes) is closed when collected:
 * its pages live in WebAssembly memory and sql.js's in-memory files, which no collector frees.
 */
const unclosed = new FinalizationRegistry<Database>((sql) => sql.close());

export class Db {
  readonly #sql: Database;
  /** Statements by SQL text, compiled once: the texts are the code's own, a small fixed set. */
  readonly #statements = new Map<string, Statement>();
  readonly #file: string | undefined;
  #save: NodeJS.Timeout | undefined;
  readonly #saveOnExit = () => this.#saveNow();

  constructor(source: string | Uint8Array = ':memory:') {
    this.#file = typeof source === 'string' && source !== ':memory:' ? source : undefined;
    if (typeof source !== 'string') this.#sql = new SQL.Database(source);
    else this.#sql = new SQL.Database(this.#file && existsSync(this.#file) ? readFileSync(this.#file) : null);
    // The database file is sql.js's in-memory one and the disk copy is replaced whole, so there is
    // nothing to sync and the rollback journal stays in memory (as a file: writes six times slower).
    this.#sql.run('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF');
    if (this.#file) {
      // Every row written (a `get()` of INSERT … RETURNING too) schedules the file's rewrite.
      this.#sql.updateHook(() => this.#written());
      process.on('exit', this.#saveOnExit);
    }
    unclosed.register(this, this.#sql, this);
  }

  prepare(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      const compiled = this.#sql.prepare(sql);
      statement = {
        get: (...params) => this.#rows(compiled, params, 1)[0],
        all: (...params) => this.#rows(compiled, params, Infinity),
        run: (...params) => this.#run(compiled, params),
      };
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  exec(sql: string): void {
    this.#sql.run(sql);
    this.#written();
  }

  pragma(setting: string): void {
    this.#sql.run(`PRAGMA ${setting}`);
  }

  /**
   * `fn` as one transaction: committed when it returns, rolled back when it throws. A savepoint
   * rather than BEGIN, so a transaction called inside another nests instead of failing.
   */
  transaction<T>(fn: () => T): () => T {
    return () => {
      this.#sql.run('SAVEPOINT tx');
      try {
        const result = fn();
        this.#sql.run('RELEASE tx');
        return result;
      } catch (error) {
        this.#sql.run('ROLLBACK TO tx; RELEASE tx');
        throw error;
      }
    };
  }

  /** The database file's bytes, for `new Db(bytes)`. */
  serialize(): Uint8Array {
    return this.#sql.export();
  }

  close(): void {
    if (this.#file) {
      this.#saveNow();
      process.off('exit', this.#saveOnExit);
    }
    unclosed.unregister(this);
    this.#statements.clear();
    this.#sql.close();
  }

  #rows(statement: SqlJsStatement, params: unknown[], limit: number): Record<string, SqlValue>[] {
    statement.bind(bindings(params));
    try {
      const rows: Record<string, SqlValue>[] = [];
      let columns: string[] | undefined;
      while (rows.length < limit && statement.step()) {
        columns ??= statement.getColumnNames();
        const values = statement.get();
        const row: Record<string, SqlValue> = {};
        columns.forEach((column, i) => (row[column] = values[i] ?? null));
        rows.push(row);
      }
      return rows;
    } finally {
      statement.reset();
    }
  }

  #run(statement: SqlJsStatement, params: unknown[]): RunResult {
    statement.bind(bindings(params));
    try {
      statement.step();
    } finally {
      statement.reset();
    }
    this.#written();
    const changes = this.#sql.getRowsModified();
    const { id } = this.prepare('SELECT last_insert_rowid() AS id').get() as { id: number };
    return { changes, lastInsertRowid: id };
  }

  /** A file database is written back at most every SAVE_DELAY_MS, and on close or exit. */
  #written(): void {
    if (!this.#file || this.#save) return;
    this.#save = setTimeout(() => this.#saveNow(), SAVE_DELAY_MS);
    this.#save.unref();
  }

  /** Writes the file whole if anything changed: a new file renamed over it, never half a file. */
  #saveNow(): void {
    if (!this.#file || !this.#save) return;
    clearTimeout(this.#save);
    this.#save = undefined;
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, this.#sql.export());
    renameSync(temporary, this.#file);
  }
}

/** `?` values in order, or one object of `@name` values. */
function bindings(params: unknown[]): SqlValue[] | ParamsObject {
  const [first] = params;
  if (params.length !== 1 || typeof first !== 'object' || first === null || ArrayBuffer.isView(first)) {
    return params.map(sqlValue);
  }
  const named: ParamsObject = {};
  for (const [name, value] of Object.entries(first)) named[`@${name}`] = sqlValue(value);
  return named;
}

function sqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  // Bytes from any realm (a Buffer made under jsdom is not this realm's Uint8Array).
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  throw new TypeError(`SQLite binds strings, numbers, byte arrays and null, not ${typeof value}.`);
}
