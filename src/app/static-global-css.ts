import type { SystemContext } from '@chakra-ui/react';

/** The id of the style element the build writes the system's global CSS into (index.html). */
export const STATIC_GLOBAL_CSS_ID = 'chakra-global';

/**
 * The system without its global styles, for a page that carries them as CSS already. Chakra's
 * system makes its global styles when `_global` is first read (patches/): the copy keeps every
 * other property as it is, getter and all, without reading it.
 */
export function withoutRuntimeGlobalCss(system: SystemContext): SystemContext {
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [], enumerable: true },
    },
  ) as SystemContext;
}

/**
 * The system as the app provides it: when the page already carries the global CSS (a production
 * build, scripts/static-global-css.ts), without Chakra's runtime global styles, so they are not
 * made, serialised and inserted at start-up; otherwise (dev server, tests) unchanged.
 */
export function withStaticGlobalCss(
  system: SystemContext,
  doc: Document | undefined = globalThis.document,
): SystemContext {
  return doc?.getElementById(STATIC_GLOBAL_CSS_ID) ? withoutRuntimeGlobalCss(system) : system;
}
