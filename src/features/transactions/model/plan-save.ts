import type { Transaction } from '@/api/contract.ts';
import { cacheEntries, unseenMoves, type CacheEntry, type KnownTransfer, type MovedOn } from './moved-on.ts';
import { transferNotices, type TransferNotice } from './notify-rule.ts';
import { CACHED_TRANSACTIONS } from './paging.ts';

/** What saving a fresh list does to the cache, and what it finds. */
export interface SavePlan {
  /** The rows the cache holds afterwards (the newest 300, with what was seen). */
  entries: CacheEntry[];
  /** The changes to notify. */
  notices: TransferNotice[];
  /** The transfers that moved on and the user has not looked at since. */
  moves: MovedOn[];
}

/**
 * Saving a fresh list (newest first) over what the cache knew (by reference): the one plan both
 * ways of writing the cache follow (Dexie in the transactions pages, IndexedDB directly elsewhere).
 */
export function planSave(
  before: ReadonlyMap<string, KnownTransfer>,
  newestFirst: readonly Transaction[],
  bound: number = CACHED_TRANSACTIONS,
): SavePlan {
  const entries = cacheEntries(newestFirst, before, bound);
  return {
    entries,
    notices: transferNotices(
      before,
      entries.map((entry) => entry.value),
    ),
    moves: unseenMoves(
      entries.map((entry) => ({ reference: entry.transRef, status: entry.value.status, seen: entry.seen })),
    ),
  };
}
