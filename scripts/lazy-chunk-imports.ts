import type { Plugin } from 'vite';

/** The id the service worker imports the map by (sw/sw.ts; typed in sw/lazy-chunk-imports.d.ts). */
const LAZY_CHUNK_IMPORTS_ID = 'virtual:lazy-chunk-imports';
const RESOLVED_ID = `\0${LAZY_CHUNK_IMPORTS_ID}`;

/** What the map needs of a chunk of the bundle. */
export interface ChunkImports {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The chunks it imports statically. */
  imports: readonly string[];
}

/**
 * For every chunk the app imports lazily (a page, a dialog...), every chunk it imports statically,
 * at any depth, but for those the entry already loads: what the browser will ask for, level by
 * level, once it has the lazy chunk. File names as in the bundle (`assets/...`); chunks whose
 * list is empty are left out.
 */
export function lazyChunkImports(chunks: readonly ChunkImports[]): Record<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    for (const imported of byName.get(fileName)?.imports ?? []) {
      if (into.has(imported)) continue;
      into.add(imported);
      closure(imported, into);
    }
    return into;
  };
  const atStart = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    atStart.add(entry.fileName);
    closure(entry.fileName, atStart);
  }
  const map: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || atStart.has(chunk.fileName)) continue;
    const imports = [...closure(chunk.fileName)].filter((name) => !atStart.has(name)).sort();
    if (imports.length > 0) map[chunk.fileName] = imports;
  }
  return map;
}

/**
 * The map the service worker prefetches by (sw/chunk-prefetch.ts), so that a lazy chunk's imports
 * download side by side with it instead of one level per round trip, without the page inserting
 * a `<link rel="modulepreload">` per chunk (vite.config.ts `modulePreload`), which costs a slow
 * phone's main thread several milliseconds each. Two plugins: `app` reads the app's bundle;
 * `worker` (for the service worker's build, which runs after it) serves the map as a module.
 */
export function lazyChunkImportsPlugins(): { app: Plugin; worker: Plugin } {
  let map: Record<string, string[]> | undefined;
  const app: Plugin = {
    name: 'lazy-chunk-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      map = lazyChunkImports(chunks);
    },
  };
  const worker: Plugin = {
    name: 'lazy-chunk-imports-worker',
    resolveId: (id) => (id === LAZY_CHUNK_IMPORTS_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!map) this.error("lazy-chunk-imports: the service worker was built before the app's bundle");
      return `export default ${JSON.stringify(map)};`;
    },
  };
  return { app, worker };
}
