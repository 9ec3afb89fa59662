import { useCallback, useSyncExternalStore } from 'react';

/** Chakra's breakpoints as media queries (md 48em = 768 px, lg 62em = 992 px). */
export const MEDIA = {
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
} as const;

function media(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/** True while the media query matches; false where matchMedia is missing (phones first). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}
