import type { UiOptions } from '@/api/contract.ts';
import { appStore } from '@/lib/store.ts';
import { uiOptionsAtom, uiOptionsSavedAtAtom } from '../state.ts';
import { getUiOptions } from './get-ui-options.ts';
import { readCachedUiOptions, writeCachedUiOptions } from './ui-options-cache.ts';

let loading: Promise<UiOptions | undefined> | undefined;
/** The server's answer in this page load, once it has answered. */
let answered: UiOptions | undefined;

/**
 * Stale-while-revalidate: shows the cached copy at once (read synchronously, so the first render
 * has it) and asks the server; the server's replaces it and is saved for the next start. Offline
 * or on a failure the copy on screen stays, and the next call tries the server again. Runs once
 * per page load however many screens ask.
 */
export function loadUiOptions(store = appStore): Promise<UiOptions | undefined> {
  loading ??= (async () => {
    const cached = readCachedUiOptions();
    if (cached && !store.get(uiOptionsAtom)) {
      store.set(uiOptionsAtom, cached.value);
      store.set(uiOptionsSavedAtAtom, cached.savedAt);
    }
    try {
      const value = await getUiOptions();
      const savedAt = Date.now();
      store.set(uiOptionsAtom, value);
      store.set(uiOptionsSavedAtAtom, savedAt);
      writeCachedUiOptions(value, savedAt);
      answered = value;
      return value;
    } catch {
      loading = undefined;
      return store.get(uiOptionsAtom);
    }
  })();
  return loading;
}

/**
 * The options as the server answered them, never the cached copy, for what must not act on old
 * figures (the rate alerts' checks): shares the load under way, or takes this page load's answer;
 * with `again`, a server that has answered is asked anew (the connection came back). Undefined
 * when the server cannot be reached; the copy on screen stays.
 */
export async function serverUiOptions(
  store = appStore,
  { again = false }: { again?: boolean } = {},
): Promise<UiOptions | undefined> {
  if (again && answered) {
    answered = undefined;
    loading = undefined;
  }
  await loadUiOptions(store);
  return answered;
}

/** Forgets the in-flight load and the server's answer (tests). */
export function resetUiOptionsLoad(): void {
  loading = undefined;
  answered = undefined;
}
