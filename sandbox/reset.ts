import { rmSync } from 'node:fs';
import { DEFAULT_DB_PATH, openDatabase } from './db/connection.ts';
import { seedIfEmpty } from './db/seed.ts';

/** `npm run sandbox:reset`: deletes the sandbox database and seeds a new one. */
const path = process.env.SANDBOX_DB ?? DEFAULT_DB_PATH;
if (path !== ':memory:') rmSync(path, { force: true });
const db = openDatabase(path);
seedIfEmpty(db, new Date());
db.close();
console.log(`Sandbox database reseeded at ${path}`);
