import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

/** What one route loads: its JavaScript files and their gzipped size in bytes. */
export interface RouteWeight {
  route: string;
  files: number;
  gzipBytes: number;
  /** Each file's path and gzipped KB, largest first. */
  names: string[];
}

/** The phone every route is measured on. */
export const PHONE = { width: 360, height: 740 };

/** Signs in through the portal API and returns the browser state the app keeps for a session. */
export async function signedInState(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/remitter/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email, password }),
  });
  const body = (await response.json()) as { status?: string; result?: { token: string; user: unknown } };
  if (!body.result?.token) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(body)}`);
  const { hostname } = new URL(baseUrl);
  return {
    cookies: [
      {
        name: 'access',
        value: encodeURIComponent(body.result.token),
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict' as const,
      },
    ],
    origins: [
      { origin: baseUrl, localStorage: [{ name: 'session-user', value: JSON.stringify(body.result.user) }] },
    ],
  } satisfies BrowserContextOptions['storageState'];
}

/** Gzipped size (level 9) of a body, or what the server sent if it compressed it already. */
function gzippedSize(body: Buffer, encoding: string | undefined, transfer: number): number {
  if (encoding && encoding !== 'identity' && transfer > 0) return transfer;
  return gzipSync(body, { level: 9 }).length;
}

/** How long the network must stay idle before a route counts as loaded (a slow CPU can leave a
 * gap of more than Playwright's 500 ms between the entry and the lazy chunks it then asks for). */
const QUIET_MS = 1500;

/** Resolves once no request has been in flight for `ms` (gives up after 30 s). */
export function trackQuiet(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => ((inFlight += 1), (lastActivity = Date.now()));
  const end = () => ((inFlight = Math.max(0, inFlight - 1)), (lastActivity = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async (ms) => {
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastActivity < ms) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** Opens `route` in a fresh phone-sized context and sums the JavaScript it loads until network idle. */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', storageState });
  const page = await context.newPage();
  const pending: Promise<{ name: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      (async () => {
        const name = new URL(response.url()).pathname;
        // The body can be gone by the time it is asked for; the same file from the server then.
        const body = await response
          .body()
          .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }));
        return {
          name,
          bytes: gzippedSize(body, response.headers()['content-encoding'], sizes.responseBodySize),
        };
      })(),
    );
  });
  const quiet = trackQuiet(page);
  await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
  await quiet(QUIET_MS);
  const loaded = await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const label = finalPath === new URL(route, baseUrl).pathname ? route : `${route} -> ${finalPath}`;
  return {
    route: label,
    files: loaded.length,
    gzipBytes: loaded.reduce((sum, file) => sum + file.bytes, 0),
    names: loaded
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `${(file.bytes / 1024).toFixed(1).padStart(6)}  ${file.name}`),
  };
}

/** Launches Debian's chromium the way the browser journeys do. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
