/// <reference lib="webworker" />

/** Answers a request for a hashed chunk (cache-first, in the worker). */
export type ChunkHandler = (request: Request, event: ExtendableEvent) => Promise<Response>;

/**
 * A chunk's download as Workbox's `Strategy.handleAll` gives it: the response, and when the
 * download is done with (the response cached).
 */
export type ChunkDownload = (
  request: Request,
  event: ExtendableEvent,
) => [Promise<Response>, Promise<unknown>];

/**
 * One download per chunk at a time: a request for a chunk already on its way (prefetched, or
 * asked for twice) waits for that download instead of starting another, until the chunk is in the
 * cache. Each caller gets its own copy of the response.
 */
function sharedDownloads(download: ChunkDownload): ChunkHandler {
  const pending = new Map<string, Promise<Response>>();
  return (request, event) => {
    let response = pending.get(request.url);
    if (!response) {
      const [answered, done] = download(request, event);
      response = answered;
      pending.set(request.url, answered);
      const forget = () => pending.delete(request.url);
      done.then(forget, forget);
    }
    return response.then((shared) => shared.clone());
  };
}

export interface ChunkPrefetchOptions {
  /** For each lazy chunk (`assets/...`), the chunks it imports at any depth (scripts/lazy-chunk-imports.ts). */
  imports: Readonly<Record<string, readonly string[]>>;
  /** Whether the worker's precache already holds a URL (those are never fetched again). */
  isPrecached: (url: string) => boolean;
  /** The worker's origin and scope ('/'), which the map's file names are relative to. */
  base: string;
}

/**
 * The handler of hashed chunks: when the page asks for a lazy chunk (a page it opens), the chunks
 * that chunk imports start downloading at once, side by side, rather than level by level as the
 * browser discovers them; the browser's own requests for them then share those downloads. The
 * page no longer preloads them itself (vite.config.ts `modulePreload`).
 */
export function withImportsPrefetched(download: ChunkDownload, options: ChunkPrefetchOptions): ChunkHandler {
  const shared = sharedDownloads(download);
  return (request, event) => {
    const path = new URL(request.url).pathname.slice(new URL(options.base).pathname.length);
    const imports = (options.imports[path] ?? [])
      .map((name) => new URL(name, options.base).href)
      .filter((url) => !options.isPrecached(url));
    const response = shared(request, event); // asked for first, so it is not queued behind them
    if (imports.length > 0) {
      // A failed prefetch is not an error: the browser asks for the chunk again when it needs it.
      event.waitUntil(Promise.allSettled(imports.map((url) => shared(new Request(url), event))));
    }
    return response;
  };
}
