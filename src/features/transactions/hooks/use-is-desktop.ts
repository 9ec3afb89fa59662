import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint: the table from here up, cards below. */
export const DESKTOP_QUERY = '(min-width: 768px)';

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True on a screen at least `md` wide; false on phones (and where matchMedia is missing). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
