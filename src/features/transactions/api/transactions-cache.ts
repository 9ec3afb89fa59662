import type { Transaction, User } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/features/auth';
import { db } from '@/lib/db.ts';
import type { appStore } from '@/lib/store.ts';
import { CACHED_TRANSACTIONS } from '../model/paging.ts';
import { newestFirst } from '../model/sort.ts';

type Store = typeof appStore;

/** The tag of the user's cached rows: their remitter_id (a user not yet onboarded has none). */
export function cacheKeyOf(user: Pick<User, 'id' | 'remitter_id'> | null | undefined): string | undefined {
  if (!user) return undefined;
  return user.remitter_id?.trim() || `user-${user.id}`;
}

/** True while the user whose rows these are is still the one signed in (no logout, no switch). */
export function stillSignedIn(store: Store, key: string): boolean {
  return store.get(hasTokenAtom) && cacheKeyOf(store.get(sessionUserAtom)) === key;
}

export interface CachedList {
  rows: Transaction[];
  lastUpdated: number | undefined;
}

/** The user's cached transactions, newest first, and when the list was last refreshed. */
export async function readCachedList(key: string): Promise<CachedList> {
  const [rows, lastUpdated] = await Promise.all([
    db.transactions.where('remitterId').equals(key).toArray(),
    db.lastUpdated(db.transactions, key),
  ]);
  return { rows: newestFirst(rows.map((row) => row.value)), lastUpdated };
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
 * Replaces the user's cached list, unless they signed out (or someone else signed in) while the
 * request was out: a late answer never puts one user's data back. False when nothing was written.
 */
export async function saveList(store: Store, key: string, list: readonly Transaction[]): Promise<boolean> {
  if (!stillSignedIn(store, key)) return false;
  await db.replaceList(
    db.transactions,
    key,
    newestFirst([...list])
      .slice(0, CACHED_TRANSACTIONS)
      .map((transaction) => ({ transRef: transaction.trans_ref, value: transaction })),
  );
  return true;
}

/** Saves one transaction under the user's tag, with the same check as saveList. */
export async function saveOne(store: Store, key: string, transaction: Transaction): Promise<boolean> {
  if (!stillSignedIn(store, key)) return false;
  await db.transactions.put({
    remitterId: key,
    transRef: transaction.trans_ref,
    value: transaction,
    savedAt: Date.now(),
  });
  return true;
}
