import type { Transaction } from '@/api/contract.ts';
import { CACHED_TRANSACTIONS } from './paging.ts';
import { statusLabel } from './status.ts';

/**
 * 'Since your last visit' (issue 13, Where is my money): which transfers moved on since the user
 * last looked. The device keeps, beside each cached transfer, the status the user last looked at
 * (the list showed it, or its own page did); a transfer whose status now differs has moved on.
 * Nothing of this leaves the device.
 */

/** What the cache knows of a transfer: its status as last fetched, the status last looked at. */
export interface KnownTransfer {
  status: string;
  /** Absent on a row saved before this rule existed: it counts as looked at in its own status. */
  seen?: string;
}

/** Per reference, the status the user last looked at. */
export type Baseline = ReadonlyMap<string, string>;

/** A transfer as listed: its reference and status. */
type Listed = { trans_ref: string; status: string };

/** The status the user last looked at. */
export function seenStatus(known: KnownTransfer): string {
  return known.seen ?? known.status;
}

/** The baseline of a visit, from what the cache knows (taken as the visit starts). */
export function baselineOf(known: ReadonlyMap<string, KnownTransfer>): Baseline {
  const baseline = new Map<string, string>();
  for (const [reference, transfer] of known) baseline.set(reference, seenStatus(transfer));
  return baseline;
}

/** "Collected since your last visit": how a transfer that moved on is marked on the list. */
export function movedOnText(status: string): string {
  return `${statusLabel(status) || 'Changed'} since your last visit`;
}

/**
 * The transfers of `list` that moved on since the user last looked, with their mark. A transfer
 * the baseline does not hold is seen for the first time (new, or older than the cache's newest
 * 300) and is not marked: there is nothing to compare it with.
 */
export function movedOnMarks(list: readonly Listed[], baseline: Baseline): Map<string, string> {
  const marks = new Map<string, string>();
  for (const transfer of list) {
    const before = baseline.get(transfer.trans_ref);
    if (before !== undefined && before !== transfer.status) {
      marks.set(transfer.trans_ref, movedOnText(transfer.status));
    }
  }
  return marks;
}

/** A transfer that moved on and the user has not looked at since. */
export interface MovedOn {
  reference: string;
  status: string;
}

/** The cached transfers the user has not looked at since they moved on (the first screen's count). */
export function unseenMoves(rows: Iterable<KnownTransfer & { reference: string }>): MovedOn[] {
  const moved: MovedOn[] = [];
  for (const row of rows) {
    if (seenStatus(row) !== row.status) moved.push({ reference: row.reference, status: row.status });
  }
  return moved;
}

/** The first screen's line: '1 transfer moved on since your last visit.' */
export function movedOnSummary(count: number): string {
  return `${count} ${count === 1 ? 'transfer' : 'transfers'} moved on since your last visit.`;
}

/** A row for the cache: the transfer and the status the user last looked at. */
export interface CacheEntry {
  transRef: string;
  value: Transaction;
  seen: string;
}

/**
 * The rows to cache for a fresh list (newest first): the newest `bound`, each keeping the status
 * the user last looked at; a transfer seen for the first time is taken as looked at in its own
 * status, so only later changes mark it.
 */
export function cacheEntries(
  newestFirst: readonly Transaction[],
  known: ReadonlyMap<string, KnownTransfer>,
  bound: number = CACHED_TRANSACTIONS,
): CacheEntry[] {
  return newestFirst.slice(0, bound).map((value) => {
    const before = known.get(value.trans_ref);
    return { transRef: value.trans_ref, value, seen: before ? seenStatus(before) : value.status };
  });
}

/**
 * The transfers on screen whose status the user is now looking at and the cache (`recorded`: what
 * it holds as looked at now) does not: [reference, status] pairs to write. A transfer the cache
 * does not hold has nothing to record.
 */
export function newlySeen(shown: readonly Listed[], recorded: Baseline): [string, string][] {
  return shown
    .filter((transfer) => {
      const seen = recorded.get(transfer.trans_ref);
      return seen !== undefined && seen !== transfer.status;
    })
    .map((transfer) => [transfer.trans_ref, transfer.status]);
}
