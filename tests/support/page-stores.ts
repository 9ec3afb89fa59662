import type { createStore } from 'jotai';
import { nextSessionEpoch } from '@/lib/session/user.ts';

type Store = ReturnType<typeof createStore>;

/** The stores of the pages the test rendered (the app's own store is signed out by the setup's logout). */
const stores = new Set<Store>();

/** Notes the store a page is rendered with, so that its session ends with the test. */
export function pageStore<S extends Store>(store: S): S {
  stores.add(store);
  return store;
}

/**
 * Ends the session of every page the test rendered, as closing its tab would: what their stores
 * still run (a stalled call's answer, a held one's time-out 30 s later) writes nothing more into
 * the storage the worker's later tests share (the app checks the session before it writes).
 */
export function endPageSessions(): void {
  for (const store of stores) nextSessionEpoch(store);
  stores.clear();
}
