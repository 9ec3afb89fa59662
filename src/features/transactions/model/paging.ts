/**
 * The list shows its newest transactions a page at a time: a sender of many years has hundreds,
 * and a cheap phone should render (and a person scroll) only what they look at.
 */
export const PAGE_SIZE = 20;

/** How many rows to show: `pages` pages, but never more than there are. */
export function shownCount(total: number, pages: number): number {
  return Math.max(0, Math.min(total, pages * PAGE_SIZE));
}

/** 'Showing 20 of 600 transactions', or null when every row is shown. */
export function shownText(shown: number, total: number): string | null {
  return shown < total ? `Showing ${shown} of ${total} transactions` : null;
}

/**
 * The cache keeps the newest 300 transactions: a sender of 25 years of monthly transfers, or
 * five of weekly ones. Every start reads the whole cached list, so the bound keeps that read (and
 * a cheap phone's storage) small; older transfers are on the server, shown when online.
 */
export const CACHED_TRANSACTIONS = 300;
