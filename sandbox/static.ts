import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import type { SandboxEnv } from './lib/context.ts';
import { UI_OPTIONS } from './data/ui-options.ts';
import {
  cacheControlFor,
  inlineScriptsOf,
  securityHeaders,
  type HeaderInputs,
} from '../scripts/deploy-headers.ts';
import { SAME_ORIGIN } from '../src/config/liveness-origin.ts';

export interface ServeAppOptions {
  /**
   * VITE_LIVENESS_ORIGIN as the build read it ('self' unless set): the app's pages may frame
   * exactly that origin (the liveness page), nothing else.
   */
  livenessOrigin?: string;
  /**
   * VITE_PAYMENT_ORIGINS as the build read it (['self'] unless set): the app's forms may post to
   * exactly those origins (the hosted payment page), the app's own and the wallet site.
   */
  paymentOrigins?: readonly string[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * `derive(file's bytes)`, computed once per version of the file (its real path and mtime): a
 * deploy that swaps the build is seen at once, an unchanged file is never read again.
 */
function perFileVersion<T>(derive: (bytes: Buffer) => T): (file: string) => T {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    const real = realpathSync(file);
    const { mtimeMs } = statSync(real);
    const cached = cache.get(real);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = derive(readFileSync(real));
    cache.set(real, { mtimeMs, value });
    return value;
  };
}

/** The file gzipped (level 9), as a web server would. */
const gzipFile = perFileVersion((bytes) => new Uint8Array(gzipSync(bytes, { level: 9 })));

/** The built index.html's inline scripts (their hashes go into the CSP). */
const inlineScriptsIn = perFileVersion((bytes) => inlineScriptsOf(bytes.toString('utf8')));

/**
 * Serves the built app from `distDir` with the headers the build writes for a real server
 * (scripts/deploy-headers.ts, computed here from the served index.html as the build computes
 * them): hashed assets cached for a year, meta.json, sw.js and pages revalidated every time,
 * unknown paths answered with index.html, a missing file with an extension 404. Text files are
 * sent gzipped to clients that accept it, like any production web server.
 */
export function serveApp(app: Hono<SandboxEnv>, distDir: string, options: ServeAppOptions = {}): void {
  const root = resolve(distDir);
  const inputs = (indexHtml: string): HeaderInputs => ({
    inlineScripts: existsSync(indexHtml) ? inlineScriptsIn(indexHtml) : [],
    // The services are on the app's own origin here.
    apiUrls: [],
    livenessOrigin: options.livenessOrigin ?? SAME_ORIGIN,
    paymentOrigins: options.paymentOrigins ?? [SAME_ORIGIN],
    // The header's wallet link posts the remitter_id to the wallet site named in the UI options.
    formTargets: [new URL(UI_OPTIONS.links.wallet).origin],
    // Plain http on this machine: a browser ignores HSTS there (and must not pin localhost to https).
    hsts: false,
  });
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(c.req.path));
    const file = join(root, path);
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const served = isFile ? path : '/index.html';
    const target = isFile ? file : join(root, 'index.html');
    if (!existsSync(target)) return c.text('The app is not built. Run npm run build.', 503);
    if (!isFile && extname(path) !== '') return c.text('Not found', 404);
    const headers: Record<string, string> = {
      ...securityHeaders(inputs(join(root, 'index.html'))),
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(served),
    };
    if (!COMPRESSIBLE.has(extname(target))) return c.body(new Uint8Array(readFileSync(target)), 200, headers);
    headers.Vary = 'Accept-Encoding';
    if (!/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? ''))
      return c.body(new Uint8Array(readFileSync(target)), 200, headers);
    return c.body(gzipFile(target), 200, { ...headers, 'Content-Encoding': 'gzip' });
  });
}
