import type { Transaction } from '@/api/contract.ts';
import type { MovedOn } from './model/moved-on.ts';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';

/** A fetch of the user's list: what the list page and the layout's check share (api/refresh-list.ts). */
export interface ListFetch {
  list: Transaction[];
  /** True when the cache holds it too. */
  saved: boolean;
  /** When it was fetched (ms since epoch). */
  at: number;
}

/** The list fetch in flight, or the last one answered, for one user; reset at logout. */
export const listFetchAtom = sessionAtom<{
  key: string;
  pending?: Promise<ListFetch>;
  done?: ListFetch;
} | null>(null);

/** The 'moved on' notes the user dismissed this session ('reference:status'). */
export const dismissedMovesAtom = sessionAtom<readonly string[]>([]);

/**
 * The signed-in user's transfers that moved on and that they have not looked at since: written
 * whenever the cache is (the layout's check, the list, a transfer's page), read by the first
 * screen's note.
 */
export const unseenMovesAtom = sessionAtom<{ key: string; moves: readonly MovedOn[] } | null>(null);
