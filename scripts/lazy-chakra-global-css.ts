import type { Plugin } from 'vite';

/** Chakra's module that makes a system (the package is pinned to one version in package.json). */
const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL = /\n(\s*)_global,\n/;

/**
 * Chakra's createSystem with its global styles made when first read rather than always.
 *
 * createSystem serialises the preflight, the global styles and every token's CSS variable
 * (`system._global`) before it returns: more than half its time, the heaviest piece of start-up
 * work on a phone (about 130 of 250 ms at 4x CPU slowdown). A production page carries that CSS
 * in index.html already (scripts/static-global-css.ts) and never reads `_global`
 * (src/app/static-global-css.ts), so this makes `_global` a getter that builds it on first read:
 * the same value, for whoever still asks. Throws when the module no longer reads as expected,
 * so a new Chakra version cannot silently undo it.
 */
export function rewriteSystemModule(code: string): string {
  const returned = RETURNED_GLOBAL.exec(code);
  if (!code.includes(EAGER_GLOBAL) || !returned) {
    throw new Error(
      'lazy-chakra-global-css: createSystem no longer reads as expected; update or remove this plugin',
    );
  }
  const indent = returned[1];
  return code
    .replace(EAGER_GLOBAL, 'let _global;')
    .replace(
      RETURNED_GLOBAL,
      `\n${indent}get _global() {\n${indent}  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n${indent}},\n`,
    );
}

/**
 * The build's plugin applying rewriteSystemModule to Chakra's system module; a build that bundles
 * Chakra without passing through it (the module moved) fails.
 */
export function lazyChakraGlobalCss(): Plugin {
  let rewritten = false;
  return {
    name: 'lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      rewritten = true;
      return { code: rewriteSystemModule(code), map: null };
    },
    buildEnd(error) {
      const bundlesChakra = [...this.getModuleIds()].some((id) => id.includes('/@chakra-ui/react/'));
      if (!error && bundlesChakra && !rewritten) {
        this.error(
          "lazy-chakra-global-css: Chakra's system module was not found; update or remove this plugin",
        );
      }
    },
  };
}
