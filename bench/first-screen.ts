/**
 * The JavaScript a route's first screen waits for, from the build's chunk graph (the bundle's own
 * static imports; the build writes no manifest): the entry index.html loads, the route's chunks
 * (the chunks index.html preloads for a first screen, and the page and layout chunks the router
 * loads), and every chunk they import statically, which the browser must fetch before they run.
 * What a route loads besides (Dexie for a cache written in the background, the PWA runtime, the
 * checks a form loads when touched) counts in its total only. Pure: bench/bundle.ts reads the build.
 */

/** A build's chunks as the page sees them: paths under the site root ('/assets/x.js'). */
export interface Bundle {
  /** The module script index.html loads. */
  entry: string;
  /** The chunks index.html preloads for a first screen (modulepreload links). */
  preloads: readonly string[];
  /** Each chunk's static imports. */
  imports: ReadonlyMap<string, readonly string[]>;
}

/** Static imports and re-exports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`), never `import()`. */
export function staticImportsOf(code: string, chunkPath: string): string[] {
  const found = code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'`])(\.{1,2}\/[^"'`]+?\.js)\1/g,
  );
  return [...new Set([...found].map((match) => new URL(match[2] ?? '', `http://x${chunkPath}`).pathname))];
}

/** The entry and the first screen's preloads named by the built index.html. */
export function htmlChunks(html: string): Pick<Bundle, 'entry' | 'preloads'> {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entry = tags
    .filter((tag) => /^<script\b/.test(tag) && /type="module"/.test(tag))
    .map((tag) => attr(tag, 'src'))[0];
  if (!entry) throw new Error('index.html loads no module script');
  const preloads = tags.flatMap((tag) => {
    if (/^<link\b/.test(tag) && /rel="modulepreload"/.test(tag)) return attr(tag, 'href') ?? [];
    return [];
  });
  return { entry, preloads };
}

/** A page's or layout's own chunk: the bundler names it after its module (`transactions-page-<hash>.js`). */
export const isRouteChunk = (path: string) => /\/[\w.-]+-(page|layout)-[\w-]{8}\.js$/.test(path);

/** Every chunk reachable from `roots` through static imports, the roots included. */
export function staticClosure(imports: Bundle['imports'], roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(imports.get(next) ?? []));
  }
  return seen;
}

/** The chunks the first screen of a route that loaded `loaded` waits for. */
export function firstScreenChunks(bundle: Bundle, loaded: readonly string[]): Set<string> {
  const routeChunks = loaded.filter((path) => bundle.preloads.includes(path) || isRouteChunk(path));
  return staticClosure(bundle.imports, [bundle.entry, ...routeChunks]);
}

/** The gzipped bytes of a route's JavaScript: what its first screen waits for, and all it loaded. */
export interface JsSplit {
  /** The chunks the first screen waits for. */
  firstScreen: string[];
  firstScreenBytes: number;
  allBytes: number;
}

/**
 * Splits what a route loaded (gzipped bytes by path) into the first screen's part and the whole.
 * A first-screen chunk the page did not load (it cannot start without it) counts with `sizeOf`.
 */
export function splitJs(
  bundle: Bundle,
  loaded: ReadonlyMap<string, number>,
  sizeOf: (path: string) => number,
): JsSplit {
  const firstScreen = firstScreenChunks(bundle, [...loaded.keys()]);
  const bytes = (path: string) => loaded.get(path) ?? sizeOf(path);
  const missing = [...firstScreen].filter((path) => !loaded.has(path));
  return {
    firstScreen: [...firstScreen].sort(),
    firstScreenBytes: [...firstScreen].reduce((sum, path) => sum + bytes(path), 0),
    allBytes:
      [...loaded.values()].reduce((sum, size) => sum + size, 0) +
      missing.reduce((sum, path) => sum + sizeOf(path), 0),
  };
}
