import { Db, openDatabase } from './connection.ts';
import { seedIfEmpty } from './seed.ts';

/** How long a seeded image serves new in-memory sandboxes before the demo data is seeded afresh. */
export const SEEDED_IMAGE_MS = 60_000;

let image: { at: number; cost: number; bytes: Uint8Array } | undefined;

/** Images seeded at a fixed clock's exact time (tests that set `now`), a few kept. */
const exactImages = new Map<string, Uint8Array>();
const EXACT_IMAGES_KEPT = 8;

function seededImage(now: Date, passwordCost: number): Uint8Array {
  const seeded = openDatabase(':memory:');
  seedIfEmpty(seeded, now, passwordCost);
  const bytes = seeded.serialize();
  seeded.close();
  return bytes;
}

/**
 * A new in-memory database holding the demo data, copied from a seeded image this process made
 * (`serialize()`, then `new Db(bytes)`): a test's fresh sandbox costs a copy, not a seeding of
 * every account (the 600-transfer one included) with its password hashes. On the real clock the
 * image is made again after SEEDED_IMAGE_MS, so seeded dates stay within a minute of the clock;
 * on a fixed clock (`exact`) an image is made for that very time and reused by every sandbox
 * set to it.
 */
export function seededMemoryCopy(now: Date, passwordCost: number, { exact = false } = {}): Db {
  const at = now.getTime();
  let bytes: Uint8Array;
  if (exact) {
    const key = `${passwordCost}:${at}`;
    bytes = exactImages.get(key) ?? seededImage(now, passwordCost);
    exactImages.delete(key);
    exactImages.set(key, bytes);
    if (exactImages.size > EXACT_IMAGES_KEPT) exactImages.delete(exactImages.keys().next().value as string);
  } else {
    if (!image || image.cost !== passwordCost || at - image.at > SEEDED_IMAGE_MS || at < image.at) {
      image = { at, cost: passwordCost, bytes: seededImage(now, passwordCost) };
    }
    bytes = image.bytes;
  }
  const db = new Db(bytes);
  db.pragma('foreign_keys = ON');
  return db;
}
