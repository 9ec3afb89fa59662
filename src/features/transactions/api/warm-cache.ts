import { sessionUserAtom } from '@/lib/session/user.ts';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { appStore } from '@/lib/store.ts';
import {
  cacheKeyOf,
  readCachedList,
  readCachedOne,
  type CachedList,
  type CachedOne,
} from './transactions-cache.ts';

type Store = typeof appStore;

/**
 * The cached list as last read, so a screen can draw it in its very first render (a live query
 * answers only after the first render). Per user, and reset at logout like every session atom.
 */
export const warmListAtom = sessionAtom<{ key: string; value: CachedList } | null>(null);
/** The same for one transaction. */
export const warmOneAtom = sessionAtom<{ key: string; slug: string; value: CachedOne } | null>(null);

const signedInKey = (store: Store) => cacheKeyOf(store.get(sessionUserAtom));

/**
 * Starts reading the signed-in user's cached list now (the page's code calls it as it loads, while
 * the layout loads and renders), so the rows are on screen as soon as the page is.
 */
export function warmList(store: Store = appStore): void {
  const key = signedInKey(store);
  if (!key || store.get(warmListAtom)?.key === key) return;
  readCachedList(key)
    .then((value) => {
      if (signedInKey(store) === key && store.get(warmListAtom)?.key !== key)
        store.set(warmListAtom, { key, value });
    })
    .catch(() => undefined);
}

/** Starts reading one cached transaction now (see warmList). */
export function warmOne(slug: string, store: Store = appStore): void {
  const key = signedInKey(store);
  if (!key || !slug) return;
  readCachedOne(key, slug)
    .then((value) => {
      if (value && signedInKey(store) === key) store.set(warmOneAtom, { key, slug, value });
    })
    .catch(() => undefined);
}
