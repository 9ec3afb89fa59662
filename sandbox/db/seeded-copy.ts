import Database from 'better-sqlite3';
import type { Db } from './connection.ts';
import { openDatabase } from './connection.ts';
import { seedIfEmpty } from './seed.ts';

/** How long a seeded image serves new in-memory sandboxes before the demo data is seeded afresh. */
export const SEEDED_IMAGE_MS = 60_000;

let image: { at: number; cost: number; bytes: Buffer } | undefined;

/**
 * A new in-memory database holding the demo data, copied from a seeded image this process made
 * (better-sqlite3's `serialize()`, then `new Database(bytes)`): a test's fresh sandbox costs a copy,
 * not a seeding of every account (the 600-transfer one included) with its password hashes. The
 * image is made again after SEEDED_IMAGE_MS, so seeded dates stay within a minute of the clock.
 */
export function seededMemoryCopy(now: Date, passwordCost: number): Db {
  const at = now.getTime();
  if (!image || image.cost !== passwordCost || at - image.at > SEEDED_IMAGE_MS || at < image.at) {
    const seeded = openDatabase(':memory:');
    seedIfEmpty(seeded, now, passwordCost);
    image = { at, cost: passwordCost, bytes: seeded.serialize() };
    seeded.close();
  }
  const db = new Database(image.bytes);
  db.pragma('foreign_keys = ON');
  return db;
}
