import type { Transaction } from '@/api/contract.ts';
import { sessionAtom } from '@/lib/session-atoms.ts';

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
