import type { Transaction, User } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/features/auth';
import { db, type TransactionRow } from '@/lib/db.ts';
import type { appStore } from '@/lib/store.ts';
import {
  baselineOf,
  cacheEntries,
  unseenMoves,
  type Baseline,
  type KnownTransfer,
  type MovedOn,
} from '../model/moved-on.ts';
import { transferNotices, type TransferNotice } from '../model/notify-rule.ts';
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
  /** Per reference, the status the user last looked at. */
  seen: Baseline;
}

const knownOf = (rows: readonly TransactionRow[]): Map<string, KnownTransfer> =>
  new Map(rows.map((row) => [row.transRef, { status: row.value.status, seen: row.seen }]));

const rowsOf = (key: string) => db.transactions.where('remitterId').equals(key).toArray();

/** The user's cached transactions, newest first, when the list was last refreshed, and what was seen. */
export async function readCachedList(key: string): Promise<CachedList> {
  const [rows, lastUpdated] = await Promise.all([rowsOf(key), db.lastUpdated(db.transactions, key)]);
  return { rows: newestFirst(rows.map((row) => row.value)), lastUpdated, seen: baselineOf(knownOf(rows)) };
}

/** The user's cached transfers that moved on and that they have not looked at since. */
export async function readUnseenMoves(key: string): Promise<MovedOn[]> {
  const known = knownOf(await rowsOf(key));
  return unseenMoves([...known].map(([reference, transfer]) => ({ reference, ...transfer })));
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

/** What saving a fresh list found: the changes to tell the user about. */
export interface SavedList {
  notices: TransferNotice[];
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
    const before = knownOf(await rowsOf(key));
    const entries = cacheEntries(fresh, before);
    await db.replaceList(db.transactions, key, entries);
    return {
      notices: transferNotices(
        before,
        entries.map((entry) => entry.value),
      ),
    };
  });
}

/** Saves one transaction under the user's tag, with the same check as saveList, keeping what was seen. */
export async function saveOne(store: Store, key: string, transaction: Transaction): Promise<boolean> {
  if (!stillSignedIn(store, key)) return false;
  await db.transaction('rw', db.transactions, async () => {
    const before = await db.transactions.get([key, transaction.trans_ref]);
    const [entry] = cacheEntries(
      [transaction],
      new Map(before ? [[before.transRef, { status: before.value.status, seen: before.seen }]] : []),
    );
    await db.transactions.put({ remitterId: key, ...entry!, savedAt: Date.now() });
  });
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
}
