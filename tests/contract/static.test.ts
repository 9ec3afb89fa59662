import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshSandbox } from './helpers.ts';
import { serveApp } from '../../sandbox/static.ts';
import { issueToken } from '../../sandbox/lib/users.ts';
import { parsePaymentOrigins } from '../../src/config/payment-origins.ts';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>app</title><script>${INLINE}</script><script type="module" src="/assets/index-abc123.js"></script>`,
  );
  writeFileSync(
    join(dist, 'meta.json'),
    '{"version":"0.2.04","buildNumber":"1","buildTime":"2026-01-01T00:00:00Z"}',
  );
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
});

/** The served index.html's one inline script. */
const INLINE = "document.documentElement.dataset.route = 'login';";

/** The CSP source that allows it: its SHA-256, as the browser checks it. */
const inlineScriptHash = () => `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

function appWithDist() {
  const sandbox = freshSandbox();
  serveApp(sandbox.app, dist);
  return sandbox;
}

describe('serving the built app', () => {
  it('serves /meta.json and /sw.js with Cache-Control: no-cache', async () => {
    const { call } = appWithDist();
    for (const path of ['/meta.json', '/sw.js']) {
      const response = await call(`GET ${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await call('GET /meta.json')).body).toMatchObject({ version: '0.2.04', buildNumber: '1' });
  });

  it('answers app routes with index.html and the security headers', async () => {
    const { call } = appWithDist();
    const page = await call('GET /transactions/ZW00000001');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // The served build's own inline script, hashed as it is served (no hash kept by hand).
    expect(csp).toContain(`script-src 'self' ${inlineScriptHash()};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("form-action 'self' https://wallet.example.com;");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('permissions-policy')).toContain('camera=(self)');
  });

  it('follows a new build: the hash of the index.html served now', async () => {
    const { call } = appWithDist();
    const before = (await call('GET /')).headers.get('content-security-policy');
    const html = join(dist, 'index.html');
    writeFileSync(html, '<!doctype html><title>app</title><script>window.next = 2;</script>');
    utimesSync(html, new Date(), new Date(Date.now() + 5_000));
    const after = (await call('GET /')).headers.get('content-security-policy') ?? '';
    expect(after).not.toBe(before);
    expect(after).toContain(`'sha256-${createHash('sha256').update('window.next = 2;').digest('base64')}'`);
    writeFileSync(
      html,
      `<!doctype html><title>app</title><script>${INLINE}</script><script type="module" src="/assets/index-abc123.js"></script>`,
    );
    utimesSync(html, new Date(), new Date(Date.now() + 10_000));
  });

  it('lets forms post only where the app may pay: the configured payment origins (VITE_PAYMENT_ORIGINS)', async () => {
    const { app, call } = freshSandbox();
    serveApp(app, dist, { paymentOrigins: parsePaymentOrigins('self, https://pay.example.com/') });
    const csp = (await call('GET /send-money')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self' https://pay.example.com https://wallet.example.com;");
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const { call } = appWithDist();
    const asset = await call('GET /assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await call('GET /assets/missing-chunk.js')).status).toBe(404);
  });

  it('sends text files gzipped to clients that accept it, and plain to the others', async () => {
    const { app } = appWithDist();
    const zipped = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    const page = await app.request('/send-money', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>app</title>');
  });

  it('never serves files outside the build folder', async () => {
    const { call } = appWithDist();
    const response = await call('GET /..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('leaves the services to the sandbox', async () => {
    const { call, deps } = appWithDist();
    const anonymous = await call('GET /api/remitter/unknown');
    expect(anonymous).toMatchObject({
      status: 401,
      body: { status: 'FAIL', result: { message: expect.any(String) } },
    });
    const token = issueToken(deps.db, 1, deps.now());
    const unknown = await call('GET /api/remitter/unknown', { token });
    expect(unknown).toMatchObject({
      status: 404,
      body: { status: 'FAIL', result: { message: expect.any(String) } },
    });
  });
});
