import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  headerInputs,
  inlineScriptsOf,
  MISSING_ASSET_PAGE,
  netlifyHeaders,
  netlifyRedirects,
  nginxConf,
  permissionsPolicy,
  STRICT_TRANSPORT_SECURITY,
} from '../../scripts/deploy-headers.ts';

const INDEX =
  '<!doctype html><script>window.a = 1;</script><script type="module" src="/assets/index-1.js"></script>';
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A CSP's directives by name. */
const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe("the build's headers (dist/_headers, dist/nginx.conf)", () => {
  it('hashes the inline scripts of the built index.html, never one with src', () => {
    expect(inlineScriptsOf(INDEX)).toEqual(['window.a = 1;']);
    const csp = directives(contentSecurityPolicy(headerInputs(INDEX, {})));
    expect(csp['script-src']).toBe(`'self' ${hash('window.a = 1;')}`);
    expect(csp['script-src']).not.toContain('unsafe-inline');
  });

  it('requires Trusted Types for every script sink, with no policy allowed to bypass it', () => {
    const csp = directives(contentSecurityPolicy(headerInputs(INDEX, {})));
    expect(csp['require-trusted-types-for']).toBe("'script'");
    // No `trusted-types` directive listing policies, and nothing that would let strings through.
    expect(csp['trusted-types']).toBeUndefined();
    expect(contentSecurityPolicy(headerInputs(INDEX, {}))).not.toMatch(/unsafe-eval|allow-duplicates/);
  });

  it.each([
    [{}, "'self'", "'self'", "'self' https://wallet.example.com"],
    [
      {
        VITE_PORTAL_API_URL: 'https://api.example.com/portal',
        VITE_IDENTITY_API_URL: 'https://id.example.com',
        VITE_PAYOUT_API_URL: '/payout',
        VITE_LIVENESS_ORIGIN: 'https://liveness.example.com/',
        VITE_PAYMENT_ORIGINS: 'https://pay.example.com',
        WALLET_ORIGIN: 'https://wallet.example.org/login',
      },
      "'self' https://api.example.com https://id.example.com",
      'https://liveness.example.com',
      "'self' https://pay.example.com https://wallet.example.org",
    ],
  ])('from the configuration %j: connect-src, frame-src and form-action', (env, connect, frame, form) => {
    const csp = directives(contentSecurityPolicy(headerInputs(INDEX, env)));
    expect(csp['connect-src']).toBe(connect);
    expect(csp['frame-src']).toBe(frame);
    expect(csp['form-action']).toBe(form);
    expect(csp['frame-ancestors']).toBe("'none'");
  });

  it.each([
    ['self', 'camera=(self), microphone=(self), fullscreen=(self)'],
    [
      'https://liveness.example.com',
      'camera=("https://liveness.example.com"), microphone=("https://liveness.example.com"), fullscreen=(self "https://liveness.example.com")',
    ],
  ])('the camera only where the liveness frame (%s) needs it', (livenessOrigin, start) => {
    const policy = permissionsPolicy({ livenessOrigin });
    expect(policy.startsWith(start)).toBe(true);
    expect(policy).toContain('geolocation=()');
  });

  it.each([
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/meta.json', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/assets/index-1a2b3c.js', 'public, max-age=31536000, immutable'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
  ])('Cache-Control of %s: %s', (path, cache) => expect(cacheControlFor(path)).toBe(cache));

  it('_headers: the security headers for every path, Cache-Control once per path', () => {
    const text = netlifyHeaders(headerInputs(INDEX, {}));
    const blocks = text.split('\n\n').slice(1);
    const byPath = Object.fromEntries(blocks.map((block) => [block.split('\n')[0], block]));
    expect(byPath['/*']).toContain(
      `Content-Security-Policy: default-src 'self'; script-src 'self' ${hash('window.a = 1;')}`,
    );
    expect(byPath['/*']).toContain('X-Content-Type-Options: nosniff');
    expect(byPath['/*']).not.toContain('Cache-Control');
    expect(byPath['/assets/*']).toContain('Cache-Control: public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/meta.json', '/manifest.webmanifest'])
      expect(byPath[path]).toContain('Cache-Control: no-cache');
  });

  it('_redirects: a missing /assets/ file is 404 (not the app), then every other path is the app', () => {
    const rules = netlifyRedirects()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    // Netlify takes the first rule that matches a path with no file: the assets' rule comes first.
    expect(rules).toEqual([
      ['/assets/*', '/assets/404.html', '404'],
      ['/*', '/index.html', '200'],
    ]);
    expect(MISSING_ASSET_PAGE).not.toMatch(/<script/i);
  });

  it('nginx.conf: every location names every header (nginx drops inherited ones); a missing asset is 404', () => {
    const conf = nginxConf(headerInputs(INDEX, {}));
    const locations = conf.split(/\n {2}location /).slice(1);
    expect(locations.map((block) => block.split(' {')[0])).toEqual([
      '= /index.html',
      '= /sw.js',
      '= /meta.json',
      '= /manifest.webmanifest',
      '^~ /assets/',
      '~ \\.[A-Za-z0-9]+$',
      '/',
    ]);
    for (const block of locations) {
      for (const header of [
        'Content-Security-Policy',
        'Permissions-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'X-Frame-Options',
        'Strict-Transport-Security',
        'Cache-Control',
      ])
        expect(block).toContain(`add_header ${header} `);
    }
    expect(locations[4]).toContain('try_files $uri =404;');
    expect(locations[6]).toContain('try_files $uri /index.html;');
    expect(conf).toContain('gzip on;');
  });

  it.each([
    ['unset (a deployment over TLS)', undefined, true],
    ['on', 'on', true],
    ['off (plain-http development)', 'off', false],
    ['false', 'false', false],
    ['0', '0', false],
  ])(
    'HSTS %s: Strict-Transport-Security in every nginx location and in _headers: %s',
    (_name, value, sent) => {
      const inputs = headerInputs(INDEX, { HSTS: value });
      const conf = nginxConf(inputs);
      const locations = conf.split(/\n {2}location /).slice(1);
      const header = `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`;
      for (const block of locations) expect(block.includes(header)).toBe(sent);
      expect(netlifyHeaders(inputs).includes(`Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}`)).toBe(
        sent,
      );
    },
  );

  it('HSTS is for two years and every subdomain, as the HTTP Observatory grades A+', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  });
});
