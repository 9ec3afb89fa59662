import type { UiOptions } from '@/api/contract.ts';
import { appStore } from '@/lib/store.ts';
import { uiOptionsAtom, uiOptionsSavedAtAtom } from '../state.ts';
import { getUiOptions } from './get-ui-options.ts';
import { readCachedUiOptions, writeCachedUiOptions } from './ui-options-cache.ts';

let loading: Promise<UiOptions | undefined> | undefined;

/**
 * Stale-while-revalidate: shows the cached copy at once, then the server's. Offline or on a
 * failure the cached copy stays. Runs once per page load however many screens ask.
 */
export function loadUiOptions(store = appStore): Promise<UiOptions | undefined> {
  loading ??= (async () => {
    const cached = await readCachedUiOptions().catch(() => undefined);
    if (cached && !store.get(uiOptionsAtom)) {
      store.set(uiOptionsAtom, cached.value);
      store.set(uiOptionsSavedAtAtom, cached.savedAt);
    }
    try {
      const fresh = await getUiOptions();
      const savedAt = Date.now();
      store.set(uiOptionsAtom, fresh);
      store.set(uiOptionsSavedAtAtom, savedAt);
      await writeCachedUiOptions(fresh, savedAt).catch(() => undefined);
      return fresh;
    } catch {
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
