import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type APIResponse } from './support/test.ts';
import { WITH_SERVICE_WORKER, waitForServiceWorker } from './support/pwa.ts';
import { resetSandbox, signInAs } from './support/session.ts';
import { freePort } from '../../sandbox/nginx.ts';

/**
 * The build as a company deploys it (issue 20): Debian's nginx serving dist/ with the nginx.conf
 * the build wrote (playwright.config.ts's nginx project). Every header checked on real answers,
 * and the app running under its Content Security Policy without one violation.
 */

/** The built index.html's one inline script, hashed here (not by the code that wrote the config). */
function inlineScriptHash(): string {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(scripts).toHaveLength(1);
  return `'sha256-${createHash('sha256')
    .update(scripts[0] ?? '')
    .digest('base64')}'`;
}

/** The hashed entry script the built index.html loads. */
function entryScript(): string {
  const html = readFileSync('dist/index.html', 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(src).toBeTruthy();
  return src ?? '';
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' ${inlineScriptHash()};`);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("frame-src 'self';"); // the sandbox's liveness page, on this origin
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("form-action 'self' https://wallet.example.com;");
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // HSTS on every answer, errors too (the build's default; HSTS=off builds for plain http).
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['permissions-policy']).toMatch(
    /^camera=\(self\), microphone=\(self\), fullscreen=\(self\), geolocation=\(\)/,
  );
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('nginx answers with the build’s headers: a route, an asset, a missing asset, /sw.js, /meta.json', async ({
  request,
}) => {
  const route = await request.get('/transactions/ZW00000001', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(route.status()).toBe(200);
  expect(route.headers()['content-type']).toMatch(/^text\/html/);
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(route.headers()['content-encoding']).toBe('gzip');
  expect(await route.text()).toContain('<div id="root">');
  expectSecurityHeaders(route);

  const asset = await request.get(entryScript(), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(asset);

  // A chunk a new deploy removed: 404, never the page, and never kept a year.
  const missing = await request.get('/assets/index-00000000.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
  expect(missing.headers()['cache-control']).toBeUndefined();
  expectSecurityHeaders(missing);
  const missingFile = await request.get('/no-such-file.png');
  expect(missingFile.status()).toBe(404);
  expectSecurityHeaders(missingFile);

  for (const path of ['/sw.js', '/meta.json', '/manifest.webmanifest', '/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expectSecurityHeaders(response);
  }
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toBe(
    'application/manifest+json',
  );
  // The services are the sandbox's, behind nginx.
  expect((await request.get('/api/remitter/profile')).status()).toBe(401);
});

/**
 * Records every violation the browser reports, Trusted Types' included ('require-trusted-types-for'):
 * by the page's own event, and by the console (a sink refusing a string logs "This document
 * requires 'TrustedHTML' assignment", which no "Refused to" message accompanies).
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Trusted ?Type|requires 'Trusted/.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test.describe('under the Content Security Policy, its service worker running', () => {
  test.use(WITH_SERVICE_WORKER);

  test('the app runs under its Content Security Policy: no violation signed in or signed out', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await signInAs(page, 'uk.sender@example.com');
    await page.goto('/send-money');
    await expect(page.getByLabel('Amount to receive (USD)')).toBeVisible();
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    // The login screen, its inline script first: the app has run once its logout removed the user.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('session-user') === null);
    // Signed out now: the login screen the HTML paints, hydrated by the app.
    await page.reload();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.getByLabel(/^Email address/).fill('uk.sender@example.com');
    // The service worker registered under the policy (workbox-window passes its URL to a
    // TrustedScriptURL sink), and nothing was refused.
    await waitForServiceWorker(page);
    expect(violations).toEqual([]);
  });

  test('the check sees a Trusted Types violation: a string written into innerHTML is refused and reported', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>not trusted</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(() => violations.join('\n')).toContain('require-trusted-types-for');
  });
});

test('npm run serve:nginx serves the build with nginx and the sandbox behind it; both stop together', async () => {
  const port = await freePort();
  const sandboxPort = await freePort();
  const served = spawn(process.execPath, ['--import', 'tsx', 'sandbox/serve-nginx.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => served.once('exit', (code) => done(code)));
  try {
    const url = `http://localhost:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/meta.json`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
      .toBe(200);
    const page = await fetch(`${url}/send-money`);
    expect(page.headers.get('server')).toMatch(/^nginx/);
    expect(page.headers.get('content-security-policy')).toContain(inlineScriptHash());
    // The services answer through nginx, from the sandbox on its own port.
    expect((await fetch(`${url}/api/remitter/profile`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${sandboxPort}/api/remitter/profile`)).status).toBe(401);
  } finally {
    served.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  for (const stopped of [port, sandboxPort])
    await expect(fetch(`http://127.0.0.1:${stopped}/meta.json`)).rejects.toThrow();
});
