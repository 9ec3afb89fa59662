import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { globalStylesConfig } from '../src/app/global-styles.ts';
import { APP_CONFIGS } from '../src/app/theme.ts';
import { STATIC_GLOBAL_CSS_ID } from '../src/app/static-global-css.ts';

/**
 * The Chakra system's global CSS (layer order, preflight, global styles and every token as a CSS
 * variable), as the browser would get it from Chakra at start-up: rendered once here with the
 * server renderer and read from the style tags Emotion writes.
 */
export function globalCss(): string {
  const system = createSystem(...APP_CONFIGS, globalStylesConfig);
  const html = renderToString(createElement(ChakraProvider, { value: system, children: null }));
  const styles = [...html.matchAll(/<style data-emotion="css-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g)];
  if (styles.length === 0) throw new Error('static-global-css: Chakra wrote no global styles');
  return styles.map((match) => match[1]).join('');
}

/**
 * A Vite plugin that writes the system's global CSS into index.html (build and dev server), so a
 * phone does not parse and insert 40 KB of CSS from JavaScript before the first screen (the app
 * then skips Chakra's runtime global styles: src/app/static-global-css.ts, and its runtime system
 * leaves out what is only global CSS: src/app/global-styles.ts).
 */
export function staticGlobalCss(): Plugin {
  return {
    name: 'static-global-css',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'style', attrs: { id: STATIC_GLOBAL_CSS_ID }, children: globalCss(), injectTo: 'head' },
      ],
    },
  };
}
