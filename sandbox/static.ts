import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import type { SandboxEnv } from './lib/context.ts';
import { securityHeaders } from './security-headers.ts';
import { UI_OPTIONS } from './data/ui-options.ts';
import { SAME_ORIGIN, frameSrcSource } from '../src/config/liveness-origin.ts';
import { paymentOriginSources } from '../src/config/payment-origins.ts';

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

/** Files that must be revalidated on every load so a new build is noticed. */
const NO_CACHE = new Set(['/meta.json', '/sw.js', '/index.html', '/manifest.webmanifest']);

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

const gzipped = new Map<string, { mtimeMs: number; body: Uint8Array<ArrayBuffer> }>();

/** The file gzipped (level 9), computed once per version of the file, as a web server would. */
function gzipFile(file: string): Uint8Array<ArrayBuffer> {
  const real = realpathSync(file);
  const { mtimeMs } = statSync(real);
  const cached = gzipped.get(real);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = new Uint8Array(gzipSync(readFileSync(real), { level: 9 }));
  gzipped.set(real, { mtimeMs, body });
  return body;
}

/**
 * Serves the built app from `distDir` with security headers: hashed assets cached for a year,
 * meta.json, sw.js and pages revalidated every time, unknown paths answered with index.html.
 * Text files are sent gzipped to clients that accept it, like any production web server.
 */
export function serveApp(app: Hono<SandboxEnv>, distDir: string, options: ServeAppOptions = {}): void {
  const root = resolve(distDir);
  // The header's wallet link posts the remitter_id to the wallet site named in the UI options.
  const walletOrigin = [new URL(UI_OPTIONS.links.wallet).origin];
  const frameSrc = frameSrcSource(options.livenessOrigin ?? SAME_ORIGIN);
  const paymentSources = paymentOriginSources(options.paymentOrigins ?? [SAME_ORIGIN]);
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(c.req.path));
    const file = join(root, path);
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const served = isFile ? path : '/index.html';
    const target = isFile ? file : join(root, 'index.html');
    if (!existsSync(target)) return c.text('The app is not built. Run npm run build.', 503);
    if (!isFile && extname(path) !== '') return c.text('Not found', 404);
    const headers: Record<string, string> = {
      ...securityHeaders({ formTargets: walletOrigin, paymentSources, frameSrc }),
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': NO_CACHE.has(served)
        ? 'no-cache'
        : served.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    };
    if (!COMPRESSIBLE.has(extname(target))) return c.body(new Uint8Array(readFileSync(target)), 200, headers);
    headers.Vary = 'Accept-Encoding';
    if (!/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? ''))
      return c.body(new Uint8Array(readFileSync(target)), 200, headers);
    return c.body(gzipFile(target), 200, { ...headers, 'Content-Encoding': 'gzip' });
  });
}
