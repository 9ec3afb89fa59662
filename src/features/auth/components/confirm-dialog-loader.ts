import { lazy } from 'react';

const load = () => import('./confirm-dialog.tsx');

/** The yes/no dialog, loaded on first use. */
export const LazyConfirmDialog = lazy(load);

/** Loads the dialog ahead of need (e.g. once signed in), so it opens at once, even offline. */
export function preloadConfirmDialog(): void {
  void load().catch(() => undefined);
}
