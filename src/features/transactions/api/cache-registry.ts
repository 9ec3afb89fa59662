import type { appStore } from '@/lib/store.ts';
import type { Transaction } from '@/api/contract.ts';
import type { SavedList } from './saved-list.ts';

type Store = typeof appStore;

/** The Dexie-backed list save, once a transactions page has loaded it (api/transactions-cache.ts). */
export interface DexieCache {
  saveList: (store: Store, key: string, list: readonly Transaction[]) => Promise<SavedList | false>;
}

let loaded: DexieCache | undefined;

/**
 * Where a transactions page has loaded Dexie, the list is saved through it, so the page's live
 * queries see the change; elsewhere (the signed-in layout's check) IndexedDB is written directly
 * and Dexie (30 KB) is never loaded for it.
 */
export function registerDexieCache(cache: DexieCache): void {
  loaded = cache;
}

export function dexieCache(): DexieCache | undefined {
  return loaded;
}
