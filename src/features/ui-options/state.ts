import { atom } from 'jotai';
import type { UiOptions } from '@/api/contract.ts';

/**
 * The UI options: texts, links, limits and options from the server. Public (not per user), so
 * they are not reset at logout; the last copy is cached in Dexie for instant and offline starts.
 */
export const uiOptionsAtom = atom<UiOptions | undefined>(undefined);

/** When the shown copy was fetched (ms since epoch), undefined until known. */
export const uiOptionsSavedAtAtom = atom<number | undefined>(undefined);
