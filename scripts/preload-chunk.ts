import type { Plugin } from 'vite';

/**
 * A Vite plugin that has index.html fetch the named chunk alongside the entry instead of after
 * the entry has run and asked for it (one round trip less before the first screen):
 * - 'always': a `<link rel="modulepreload">`, for a chunk every first screen needs;
 * - 'by-script': a `<meta name="{name}-chunk">` naming the file, which index.html's inline script
 *   turns into a preload where the chunk is needed, so routes that do not use it never load it.
 */
export function preloadChunk(name: string, mode: 'always' | 'by-script'): Plugin {
  let base = '/';
  return {
    name: `preload-chunk-${name}`,
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
        if (!chunk)
          throw new Error(
            `preload-chunk: no chunk named '${name}' in the bundle: ${Object.values(context.bundle ?? {})
              .map((i) => i.name)
              .join(' ')}`,
          );
        const href = `${base}${chunk.fileName}`;
        return [
          mode === 'always'
            ? { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' }
            : { tag: 'meta', attrs: { name: `${name}-chunk`, content: href }, injectTo: 'head' },
        ];
      },
    },
  };
}
