import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SAME_ORIGIN, frameSrcSource, parseLivenessOrigin } from '../src/config/liveness-origin.ts';
import { parsePaymentOrigins, paymentOriginSources } from '../src/config/payment-origins.ts';

/**
 * The app's HTTP headers, computed from a build: written by `npm run build` as `dist/_headers`
 * (Netlify, Cloudflare Pages) and `dist/nginx.conf` (to include in an nginx server block), and
 * served by the sandbox from the same functions. One source: nothing here is kept by hand that a
 * build can compute (the inline script's hash is read from the built index.html).
 */

/** What the headers depend on, as the build was configured. */
export interface HeaderInputs {
  /** The built index.html's inline scripts (their SHA-256 hashes go into script-src). */
  inlineScripts: readonly string[];
  /** The services' base URLs (VITE_*_API_URL): absolute ones add their origin to connect-src. */
  apiUrls: readonly string[];
  /** VITE_LIVENESS_ORIGIN as parsed: 'self' or an origin; the one origin the app frames. */
  livenessOrigin: string;
  /** VITE_PAYMENT_ORIGINS as parsed: where forms may post the sender to pay. */
  paymentOrigins: readonly string[];
  /** Other origins forms post to: the wallet site the header's My Wallet link posts to. */
  formTargets: readonly string[];
  /** Whether answers carry Strict-Transport-Security (HSTS=off at build: plain-http development). */
  hsts: boolean;
}

/**
 * HTTPS only, for two years, on every subdomain too: what the HTTP Observatory grades A+ (a
 * browser ignores it over plain http; a deployment that serves http on purpose builds with HSTS=off).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** HSTS from the build's environment: on unless HSTS is 'off' (or 'false', '0'). */
export function hstsFrom(value: string | undefined): boolean {
  return !/^(off|false|0|no)$/i.test((value ?? '').trim());
}

/**
 * The wallet site of the sandbox's UI options. A deployment sets WALLET_ORIGIN to the wallet site
 * its UI options name (the link posts the remitter id there).
 */
export const DEFAULT_WALLET_ORIGIN = 'https://wallet.example.com';

/** Files revalidated on every load, so a new build is noticed at once. */
export const NO_CACHE_PATHS = ['/index.html', '/sw.js', '/meta.json', '/manifest.webmanifest'] as const;
export const NO_CACHE = 'no-cache';
/** Hashed build output under /assets/: a new build has new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (icons, the favicon, screenshots): an hour. */
export const SHORT_CACHE = 'public, max-age=3600';

/** The CSP source allowing an inline script: its SHA-256, as the browser checks it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The inline scripts of an HTML page (scripts without src). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

function originsOf(urls: readonly string[]): string[] {
  return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The Content Security Policy of the app's pages. */
export function contentSecurityPolicy(inputs: HeaderInputs): string {
  const frameSrc = frameSrcSource(inputs.livenessOrigin);
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...inputs.inlineScripts.map(scriptHash)]).join(' ')}`,
    // Emotion (Chakra) writes style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...originsOf(inputs.apiUrls)]).join(' ')}`,
    `frame-src ${frameSrc}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    `form-action ${unique(["'self'", ...paymentOriginSources(inputs.paymentOrigins), ...inputs.formTargets]).join(' ')}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    // Trusted Types: no string reaches an HTML or script sink (innerHTML, script src, eval...).
    // Nothing in src writes HTML as a string, and React, Emotion, Chakra, workbox-window and
    // Vite's preload helper need no sink on the app's paths (tests/e2e/deploy-nginx.spec.ts).
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/**
 * Permissions-Policy: the camera, microphone and full screen only for the liveness frame (the app
 * itself takes photos through the phone's camera app, which needs no permission); nothing else.
 */
export function permissionsPolicy(inputs: Pick<HeaderInputs, 'livenessOrigin'>): string {
  const liveness = inputs.livenessOrigin === SAME_ORIGIN ? 'self' : `"${inputs.livenessOrigin}"`;
  return [
    `camera=(${liveness})`,
    `microphone=(${liveness})`,
    `fullscreen=(${unique(['self', liveness]).join(' ')})`,
    'geolocation=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

/** The headers every response of the app carries (an nginx location names each: nginxConf). */
export function securityHeaders(inputs: HeaderInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Permissions-Policy': permissionsPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(inputs.hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Cache-Control for a served path (an app route answered with index.html counts as /index.html). */
export function cacheControlFor(path: string): string {
  if ((NO_CACHE_PATHS as readonly string[]).includes(path)) return NO_CACHE;
  return path.startsWith('/assets/') ? IMMUTABLE : SHORT_CACHE;
}

/**
 * `_headers` (Netlify, Cloudflare Pages): the security headers everywhere, then the cache of the
 * paths that have their own (such hosts merge the headers of every rule a path matches, so
 * Cache-Control is never given twice; other files keep the host's default, revalidated).
 */
export function netlifyHeaders(inputs: HeaderInputs): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return (
    [
      '# Written by `npm run build` (scripts/deploy-headers.ts) from this build: do not edit.\n' +
        '# Which path is answered with what (app routes with /index.html, a missing /assets/ file\n' +
        '# with 404): _redirects and assets/404.html, written beside it.',
      block('/*', securityHeaders(inputs)),
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
      ...['/', ...NO_CACHE_PATHS].map((path) => block(path, { 'Cache-Control': NO_CACHE })),
    ].join('\n\n') + '\n'
  );
}

/** The page of a missing file under /assets/ (a chunk a newer deploy removed): plain, no script. */
export const MISSING_ASSET_PAGE = '<!doctype html><title>Not found</title><p>Not found.</p>\n';

/**
 * `_redirects` (Netlify): a missing file under /assets/ is answered 404 with MISSING_ASSET_PAGE,
 * never the app's page (the app reloads once for a chunk that is gone; HTML where a script was
 * asked for would fail as a script); every other path without a file is the app (/index.html,
 * 200). Netlify applies a rule only where no file matches. Cloudflare Pages, which reads no 404
 * status here, answers an app route with /index.html by itself (no top-level 404.html: its
 * single-page mode) and a missing file with the closest 404.html: assets/404.html, the same page.
 */
export function netlifyRedirects(): string {
  return `# Written by \`npm run build\` (scripts/deploy-headers.ts): do not edit.
/assets/*  /assets/404.html  404
/*  /index.html  200
`;
}

/** nginx quotes: a value in double quotes, its own quotes escaped. */
const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * `nginx.conf`: the locations and headers of a server block (the deployment's `server {}` sets
 * `listen`, TLS and `root` to this folder, then includes it). nginx drops a parent's add_header in
 * any block with its own, so each location names every header.
 */
export function nginxConf(inputs: HeaderInputs): string {
  // The security headers on every answer (errors too); Cache-Control only on a success, so a 404
  // (a chunk asked for before a deploy finished copying) is never kept a year.
  const headers = (cache: string) =>
    [
      ...Object.entries(securityHeaders(inputs)).map(
        ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
      ),
      `    add_header Cache-Control ${quoted(cache)};`,
    ].join('\n');
  const exact = NO_CACHE_PATHS.filter((path) => path !== '/manifest.webmanifest').map(
    (path) => `  location = ${path} {\n${headers(NO_CACHE)}\n    try_files $uri =404;\n  }`,
  );
  return `# Written by \`npm run build\` (scripts/deploy-headers.ts) from this build: do not edit.
# Include it in the server block that serves this folder:
#   server { listen 443 ssl; root /srv/sender-portal/dist; include /srv/sender-portal/dist/nginx.conf; }
# (with the API, identity, payout and payment origins wherever VITE_*_URL point).

charset utf-8;
# No version in the Server header.
server_tokens off;

# Text compressed on the fly (images and fonts are compressed already).
gzip on;
gzip_vary on;
gzip_comp_level 6;
gzip_min_length 512;
gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/plain;

${exact.join('\n')}

  # The manifest's type, which not every mime.types names.
  location = /manifest.webmanifest {
${headers(NO_CACHE)}
    types { }
    default_type application/manifest+json;
    try_files $uri =404;
  }

  # Hashed build output: a year; a missing chunk is 404, never the page (the app then reloads once).
  location ^~ /assets/ {
${headers(IMMUTABLE)}
    try_files $uri =404;
  }

  # A missing file (a name with an extension) is 404 too.
  location ~ \\.[A-Za-z0-9]+$ {
${headers(SHORT_CACHE)}
    try_files $uri =404;
  }

  # Every app route is the app: index.html (no-cache, above).
  location / {
${headers(SHORT_CACHE)}
    try_files $uri /index.html;
  }
`;
}

/** The inputs of a build from its index.html and the environment Vite loaded. */
export function headerInputs(indexHtml: string, env: Record<string, string | undefined>): HeaderInputs {
  const api = ['VITE_PORTAL_API_URL', 'VITE_IDENTITY_API_URL', 'VITE_PAYOUT_API_URL'];
  return {
    inlineScripts: inlineScriptsOf(indexHtml),
    apiUrls: api.map((name) => env[name] ?? '').filter(Boolean),
    livenessOrigin: parseLivenessOrigin(env.VITE_LIVENESS_ORIGIN ?? ''),
    paymentOrigins: parsePaymentOrigins(env.VITE_PAYMENT_ORIGINS ?? ''),
    formTargets: [new URL(env.WALLET_ORIGIN || DEFAULT_WALLET_ORIGIN).origin],
    hsts: hstsFrom(env.HSTS),
  };
}

/** The build step: writes `_headers`, `_redirects`, `assets/404.html` and `nginx.conf` beside the built index.html. */
export function deployHeaders(): Plugin {
  let outDir = 'dist';
  let env: Record<string, string | undefined> = {};
  return {
    name: 'deploy-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      env = { ...config.env, WALLET_ORIGIN: process.env.WALLET_ORIGIN, HSTS: process.env.HSTS };
    },
    closeBundle: {
      order: 'post',
      handler() {
        const inputs = headerInputs(readFileSync(join(outDir, 'index.html'), 'utf8'), env);
        writeFileSync(join(outDir, '_headers'), netlifyHeaders(inputs));
        writeFileSync(join(outDir, '_redirects'), netlifyRedirects());
        writeFileSync(join(outDir, 'assets', '404.html'), MISSING_ASSET_PAGE);
        writeFileSync(join(outDir, 'nginx.conf'), nginxConf(inputs));
      },
    },
  };
}
