import { lazy } from 'react';

const load = () => import('./confirm-dialog.tsx');

/** The yes/no dialog, loaded on first use. */
export const LazyConfirmDialog = lazy(load);

/** Loads the dialog ahead of need (e.g. when the pointer reaches Logout), so it opens at once. */
export function preloadConfirmDialog(): void {
  void load().catch(() => undefined);
}
