import type { UiOptions } from '@/api/contract.ts';
import { appStore } from '@/lib/store.ts';
import { uiOptionsAtom, uiOptionsSavedAtAtom } from '../state.ts';
import { getUiOptions } from './get-ui-options.ts';
import { readCachedUiOptions, writeCachedUiOptions } from './ui-options-cache.ts';

let loading: Promise<UiOptions | undefined> | undefined;

/**
 * Stale-while-revalidate: reads the cached copy and asks the server at the same time; the cached
 * copy shows as soon as it is read unless the server's came first, and the server's replaces it
 * and is saved for the next start. Offline or on a failure the copy on screen stays, and the next
 * call tries the server again. Runs once per page load however many screens ask.
 */
export function loadUiOptions(store = appStore): Promise<UiOptions | undefined> {
  loading ??= (async () => {
    let fresh = false;
    const fromCache = readCachedUiOptions()
      .then((cached) => {
        if (cached && !fresh && !store.get(uiOptionsAtom)) {
          store.set(uiOptionsAtom, cached.value);
          store.set(uiOptionsSavedAtAtom, cached.savedAt);
        }
      })
      .catch(() => undefined);
    try {
      const value = await getUiOptions();
      fresh = true;
      const savedAt = Date.now();
      store.set(uiOptionsAtom, value);
      store.set(uiOptionsSavedAtAtom, savedAt);
      await writeCachedUiOptions(value, savedAt).catch(() => undefined);
      return value;
    } catch {
      await fromCache;
      loading = undefined;
      return store.get(uiOptionsAtom);
    }
  })();
  return loading;
}

/** Forgets the in-flight load (tests). */
export function resetUiOptionsLoad(): void {
  loading = undefined;
}
