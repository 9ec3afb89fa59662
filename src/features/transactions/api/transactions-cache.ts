import type { Transaction } from '@/api/contract.ts';
import { db, type TransactionRow } from '@/lib/db.ts';
import type { appStore } from '@/lib/store.ts';
import { baselineOf, unseenMoves, type Baseline, type KnownTransfer } from '../model/moved-on.ts';
import { planSave } from '../model/plan-save.ts';
import { newestFirst } from '../model/sort.ts';
import { unseenMovesAtom } from '../state.ts';
import { cacheKeyOf, stillSignedIn } from './cache-key.ts';
import type { SavedList } from './saved-list.ts';

export { cacheKeyOf, stillSignedIn };
export type { SavedList };

type Store = typeof appStore;

export interface CachedList {
  rows: Transaction[];
  lastUpdated: number | undefined;
  /** Per reference, the status the user last looked at. */
  seen: Baseline;
}

const rowsOf = (key: string) => db.transactions.where('remitterId').equals(key).toArray();

/** What the cache knows of each of the user's transfers, by reference. */
export function knownOf(rows: readonly Pick<TransactionRow, 'transRef' | 'value' | 'seen'>[]) {
  return new Map<string, KnownTransfer>(
    rows.map((row) => [row.transRef, { status: row.value.status, seen: row.seen }]),
  );
}

/** The user's cached transactions, newest first, when the list was last refreshed, and what was seen. */
export async function readCachedList(key: string): Promise<CachedList> {
  const [rows, lastUpdated] = await Promise.all([rowsOf(key), db.lastUpdated(db.transactions, key)]);
  return { rows: newestFirst(rows.map((row) => row.value)), lastUpdated, seen: baselineOf(knownOf(rows)) };
}

/** Tells the first screen's note what moved on unseen, as the cache now holds it. Never rejects. */
export async function publishUnseenMoves(store: Store, key: string): Promise<void> {
  try {
    const known = knownOf(await rowsOf(key));
    if (!stillSignedIn(store, key)) return;
    const moves = unseenMoves([...known].map(([reference, transfer]) => ({ reference, ...transfer })));
    store.set(unseenMovesAtom, { key, moves });
  } catch {
    // No cache to read: nothing to say.
  }
}

export interface CachedOne {
  transaction: Transaction;
  savedAt: number;
}

/** One cached transaction by reference (or, failing that, by id). */
export async function readCachedOne(key: string, slug: string): Promise<CachedOne | undefined> {
  const row =
    (await db.transactions.get([key, slug])) ??
    (await db.transactions
      .where('remitterId')
      .equals(key)
      .filter((candidate) => candidate.value.trans_id === slug)
      .first());
  return row ? { transaction: row.value, savedAt: row.savedAt } : undefined;
}

/**
 * Replaces the user's cached list (its newest 300), unless they signed out (or someone else signed
 * in) while the request was out: a late answer never puts one user's data back. Each transfer
 * keeps the status the user last looked at; the changes to notify are found against the cache as
 * it was, in the same database transaction, so two tabs never both notify one change. False when
 * nothing was written.
 */
export async function saveList(
  store: Store,
  key: string,
  list: readonly Transaction[],
): Promise<SavedList | false> {
  if (!stillSignedIn(store, key)) return false;
  const fresh = newestFirst(list);
  return db.transaction('rw', db.transactions, db.meta, async () => {
    const plan = planSave(knownOf(await rowsOf(key)), fresh);
    await db.replaceList(db.transactions, key, plan.entries);
    return { notices: plan.notices, moves: plan.moves };
  });
}

/** Saves one transaction under the user's tag, with the same check as saveList, keeping what was seen. */
export async function saveOne(store: Store, key: string, transaction: Transaction): Promise<boolean> {
  if (!stillSignedIn(store, key)) return false;
  await db.transaction('rw', db.transactions, async () => {
    const before = await db.transactions.get([key, transaction.trans_ref]);
    const [entry] = planSave(before ? knownOf([before]) : new Map(), [transaction]).entries;
    await db.transactions.put({ remitterId: key, ...entry!, savedAt: Date.now() });
  });
  await publishUnseenMoves(store, key);
  return true;
}

/**
 * Records that the user looked at these transfers in these statuses ([reference, status]): the
 * cached row is marked only while it still holds that status (a newer one has not been shown).
 */
export async function markSeen(
  store: Store,
  key: string,
  shown: readonly (readonly [string, string])[],
): Promise<void> {
  if (shown.length === 0 || !stillSignedIn(store, key)) return;
  await db.transaction('rw', db.transactions, async () => {
    for (const [reference, status] of shown) {
      const row = await db.transactions.get([key, reference]);
      if (row && row.value.status === status && row.seen !== status) {
        await db.transactions.update([key, reference], { seen: status });
      }
    }
  });
  await publishUnseenMoves(store, key);
}
