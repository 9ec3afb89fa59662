import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { startApp, type RunningApp } from './support/server.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  WITH_SERVICE_WORKER,
  cachedUrls,
  updateSettled,
  waitForServiceWorker,
  workersSettled,
} from './support/pwa.ts';
import { trackRequests } from './support/settled.ts';
import { signInAs } from './support/session.ts';

test.use(WITH_SERVICE_WORKER);

/**
 * A deploy while the app is open: the suite's build (dist/, build N) is served and installed, build
 * N+1 replaces it on the server, the open tabs get the 'New Version Available!' overlay, and
 * 'Update Now' leaves every tab on build N+1 after exactly one reload. The second build goes to a
 * folder of its own (dist/ is untouched).
 */
const VITE = join('node_modules', '.bin', 'vite');
const build1 = 'dist';
let root: string;
let build2: string;
/** The two builds' numbers, as their footers and the overlay show them. */
let first: string;
let second: string;
let version: string;
let app: RunningApp;

function build(outDir: string, buildNumber: string): void {
  execFileSync(VITE, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, BUILD_NUMBER: buildNumber },
    stdio: 'inherit',
  });
}

/** The entry script a build's index.html loads (its name changes with every build). */
function entryScript(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${dist}/index.html`);
  return src;
}

function pageEntry(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    return script ? new URL(script.src).pathname : null;
  });
}

/** Counts the page's own loads (reloads included) from now on. */
function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  return { count: () => loads };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ httpServer }) => {
  test.setTimeout(240_000);
  root = mkdtempSync(join(tmpdir(), 'pwa-builds-'));
  build2 = join(root, 'dist-e2e-2');
  const meta = JSON.parse(readFileSync(join(build1, 'meta.json'), 'utf8')) as {
    version: string;
    buildNumber: string;
  };
  ({ version, buildNumber: first } = meta);
  second = String(Number(first) + 1);
  build(build2, second);
  expect(entryScript(build1)).not.toBe(entryScript(build2));
  app = await startApp(build1, { server: httpServer });
});

test.afterAll(async () => {
  await app?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

test("a new build shows 'New Version Available!' and 'Update Now' moves every tab to it once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  trackRequests(page);
  // Signed in, on a page that does not log out on opening: a logout (the login screen's, or a
  // start without a session) removes every local key that is not the app's, and this journey
  // checks what the update itself removes.
  await signInAs(page, 'uk.sender@example.com');
  await page.goto(`${app.url}/delete-account`);
  await waitForServiceWorker(page);
  await expect(page.getByText(`(build ${first})`)).toBeVisible();
  const other = await context.newPage(); // a second open tab follows the update
  trackRequests(other);
  // Its update support starts after the page's load event, with a version check: once that is
  // answered and the worker controls the tab, the tab listens for the new worker taking over.
  const otherChecked = other.waitForResponse((response) => /\/meta\.json/.test(response.url()));
  await other.goto(`${app.url}/register`);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await otherChecked;
  await workersSettled(other, { waiting: false });

  app.useDist(build2); // the deploy
  await page.reload(); // the browser finds the new worker; the old build is still served
  expect(await pageEntry(page)).toBe(entryScript(build1));

  const overlay = page.getByRole('alertdialog', { name: 'New Version Available!' });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  await expect(overlay).toHaveAttribute('aria-modal', 'true');
  await expect(overlay).toContainText(`New version:${version} (build ${second})`);
  await expect(overlay).toContainText(`Current version:${version} (build ${first})`);
  await expect(overlay).toContainText('Build time:');
  await expect(overlay.getByRole('button', { name: 'Update Now' })).toBeFocused();
  await expectNoAxeViolations(page);

  // The deploy's worker has installed and waits (the overlay may come first: /meta.json already
  // names the new build while the worker is still installing).
  await workersSettled(page, { waiting: true });
  const loads = countLoads(page);
  const otherLoads = countLoads(other);
  await page.evaluate(() => {
    localStorage.setItem('ui-options-cache', 'x');
    localStorage.setItem('keep-me', 'y');
  });
  await overlay.getByRole('button', { name: 'Update Now' }).click();

  // The overlay itself names the new build: wait for it to go and read the footer of the new page.
  await expect(overlay).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('contentinfo').getByText(`(build ${second})`)).toBeVisible({ timeout: 20_000 });
  expect(await pageEntry(page)).toBe(entryScript(build2));
  await expect(other.getByRole('contentinfo').getByText(`(build ${second})`)).toBeVisible({
    timeout: 20_000,
  });
  expect(await pageEntry(other)).toBe(entryScript(build2));
  // A reload loop would have begun once both pages have nothing left to act on.
  await updateSettled(page, { waiting: false });
  await updateSettled(other, { waiting: false });
  expect(loads.count()).toBe(1);
  expect(otherLoads.count()).toBe(1);
  await expect(overlay).toHaveCount(0);
  await expect(other.getByRole('alertdialog')).toHaveCount(0);

  const storage = await page.evaluate(() => ({
    removed: localStorage.getItem('ui-options-cache'),
    kept: localStorage.getItem('keep-me'),
    attempt: localStorage.getItem('pwa-update-attempted-at'),
  }));
  expect(storage).toEqual({ removed: null, kept: 'y', attempt: expect.stringMatching(/^\d+$/) });

  // The new build still starts offline: its precache survived the update.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('contentinfo').getByText(`(build ${second})`)).toBeVisible();
  expect(await pageEntry(page)).toBe(entryScript(build2));
  await context.close();
});

test("'Later' hides the overlay for the rest of the session", async ({ browser }) => {
  app.useDist(build1);
  const context = await browser.newContext();
  const page = await context.newPage();
  trackRequests(page);
  // A public page that does not log out on opening (the login screen does, and a logout removes
  // every local key that is not the app's: this journey checks what the update itself removes).
  await page.goto(`${app.url}/delete-account`);
  await waitForServiceWorker(page);
  app.useDist(build2);
  await page.reload();
  const overlay = page.getByRole('alertdialog', { name: 'New Version Available!' });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  await overlay.getByRole('button', { name: 'Later' }).click();
  await expect(overlay).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await updateSettled(page, { waiting: true });
  await expect(overlay).toHaveCount(0);
  await context.close();
});

test("/meta.json failing: the waiting worker names the new build, and 'Update Now' keeps only what it precaches", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  app.useDist(build1);
  const context = await browser.newContext();
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${app.url}/delete-account`);
  await waitForServiceWorker(page);
  await expect(page.getByText(`(build ${first})`)).toBeVisible();
  // The runtime cache holds a chunk of the old build (a lazy route's, cached on first load).
  const oldEntry = entryScript(build1);
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.includes(oldEntry))).toBe(true);

  // From now on /meta.json fails: only the new worker can say which build it serves.
  const metaStatuses: number[] = [];
  page.on('response', (response) => {
    if (/\/meta\.json/.test(response.url())) metaStatuses.push(response.status());
  });
  await context.route(/\/meta\.json/, (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
  app.useDist(build2);
  await page.reload();

  const overlay = page.getByRole('alertdialog', { name: 'New Version Available!' });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  expect(metaStatuses.length).toBeGreaterThan(0);
  expect(metaStatuses.every((status) => status === 503)).toBe(true);
  await expect(overlay).toContainText(`New version:${version} (build ${second})`);
  await expect(overlay).toContainText(`Current version:${version} (build ${first})`);
  await expect(overlay).toContainText('Build time:');

  await workersSettled(page, { waiting: true });
  await overlay.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.getByRole('contentinfo').getByText(`(build ${second})`)).toBeVisible({ timeout: 20_000 });
  await updateSettled(page, { waiting: false });
  // Nothing of the old build is left in any cache: every cached file is one of the new build's.
  const cached = (await cachedUrls(page)).map((url) => new URL(url).pathname);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached).toContain(entryScript(build2));
  expect(cached.filter((path) => !existsSync(join(build2, path)))).toEqual([]);
  await context.close();
});
