import { MEDIA, useMediaQuery } from '@/lib/use-media-query.ts';

/** Chakra's `md` breakpoint: the table from here up, cards below. */
export const DESKTOP_QUERY = MEDIA.md;

/** True on a screen at least `md` wide; false on phones (and where matchMedia is missing). */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
