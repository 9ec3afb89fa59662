import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { appSystem } from '../src/app/theme.ts';

/** The id of the style element the build writes the system's global CSS into (index.html). */
export const STATIC_GLOBAL_CSS_ID = 'chakra-global';

/**
 * The app's system's global CSS (layer order, preflight, global styles, keyframes and every token
 * as a CSS variable), as Chakra's provider gives it to Emotion: rendered once with the server
 * renderer into an Emotion cache, and read back with Emotion's server API. Nothing but the
 * provider is rendered, so every style it holds is global.
 */
export function globalCss(): string {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(ChakraProvider, { value: appSystem({ globalCss: true }), children: null }),
    ),
  );
  const css = extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('');
  if (!css) throw new Error('static-global-css: Chakra wrote no global styles');
  return css;
}

/**
 * A Vite plugin that writes the system's global CSS into a build's index.html, so a phone does not
 * serialise and insert 40 KB of CSS from JavaScript before the first screen (a production build's
 * system makes none: src/app/theme.ts).
 */
export function staticGlobalCss(): Plugin {
  return {
    name: 'static-global-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'style', attrs: { id: STATIC_GLOBAL_CSS_ID }, children: globalCss(), injectTo: 'head' },
      ],
    },
  };
}
