import type { SystemContext } from '@chakra-ui/react';

/** The id of the style element the build writes the system's global CSS into (index.html). */
export const STATIC_GLOBAL_CSS_ID = 'chakra-global';

/**
 * The system without Chakra's runtime global styles, for a page that carries them as CSS. Copied
 * by property descriptors, not spread: the build makes `_global` a getter that serialises every
 * token when read (scripts/lazy-chakra-global-css.ts), which a spread would read.
 */
export function withoutRuntimeGlobalCss(system: SystemContext): SystemContext {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(system), _global: { value: [], enumerable: true } },
  ) as SystemContext;
}

/**
 * The system as the app provides it: when the page already carries the global CSS (a production
 * build, scripts/static-global-css.ts), without Chakra's runtime global styles, so they are not
 * serialised and inserted a second time at start-up; otherwise (dev server, tests) unchanged.
 */
export function withStaticGlobalCss(
  system: SystemContext,
  doc: Document | undefined = globalThis.document,
): SystemContext {
  return doc?.getElementById(STATIC_GLOBAL_CSS_ID) ? withoutRuntimeGlobalCss(system) : system;
}
