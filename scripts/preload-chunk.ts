import type { Plugin } from 'vite';

/**
 * A Vite plugin that adds `<link rel="modulepreload">` for the named chunk to index.html, so the
 * browser fetches it alongside the entry instead of after the entry has run and asked for it
 * (one round trip less before the first screen). Use it for a chunk every first screen needs.
 */
export function preloadChunk(name: string): Plugin {
  let base = '/';
  return {
    name: 'preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.name === name,
        );
        if (!chunk) throw new Error(`preload-chunk: no chunk named '${name}' in the bundle`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
