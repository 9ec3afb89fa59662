import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { PHONE, signedInState, trackQuiet } from './js-weight.ts';

/** How late the sandbox answers every API call during the measured reloads. */
export const API_DELAY_MS = 3000;

/** What a few warm reloads of one page showed, in the page's own clock (ms from navigation start). */
export interface WarmReloadFigure {
  /** The page reloaded, e.g. `/transactions` or `/transactions/ZW10000005`. */
  route: string;
  /** What was waited for: 'rows' (the list's cards) or 'detail' (the transaction's status). */
  shows: 'rows' | 'detail';
  /** When the cached data was first on screen, per reload. */
  shownMs: number[];
  /** When the API's answer for the page's data arrived (its last byte), per reload. */
  answerMs: number[];
  /** Reloads whose data was on screen before the first byte of the API's answer came. */
  beforeAnswer: number;
}

/** A transaction card of the list (phones), or a table row (desktop). */
const ROW_SELECTOR =
  'ul[aria-labelledby="transactions-heading"] > li, table[aria-labelledby="transactions-heading"] tbody tr';
/**
 * The transaction page's status badge: the first of its data, at the top of the page (the
 * Details list can be below the fold), and drawn only once the transaction is known.
 */
const DETAIL_SELECTOR = 'main .chakra-badge';

const TIMEOUT_MS = 20_000;

type Marks = Record<string, number>;

/**
 * Runs in every page before its own scripts: records (in `window.__firstShown`) the time of the
 * first animation frame in which an element matching each selector is laid out and visible in
 * the viewport, as `performance.now()` (milliseconds since this navigation started; checked every
 * frame, so at most one frame late). Plain JavaScript in a string: tsx adds helpers to functions
 * that the page does not have.
 */
const recordFirstShown = (selectors: string[]) => `(() => {
  const marks = {};
  window.__firstShown = marks;
  const pending = new Set(${JSON.stringify(selectors)});
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const frame = () => {
    for (const selector of pending) {
      const element = document.querySelector(selector);
      if (element && onScreen(element)) {
        marks[selector] = performance.now();
        pending.delete(selector);
      }
    }
    if (pending.size > 0 && performance.now() < ${TIMEOUT_MS * 3}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Waits until the page has marked `selector` as shown, and returns when (page clock, ms). */
async function shownAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __firstShown?: Marks }).__firstShown?.[key],
    selector,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/** Waits for the page's call to `path` to complete; its first and last byte (page clock, ms). */
async function answeredAt(page: Page, path: string): Promise<{ start: number; end: number }> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === wanted) as PerformanceResourceTiming | undefined;
      return entry && { start: entry.responseStart, end: entry.responseEnd };
    },
    path,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
  return (await handle.jsonValue()) as { start: number; end: number };
}

async function sandboxCall(baseUrl: string, method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/faults`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__sandbox/faults answered ${response.status}`);
}

/** Reloads the page `reloads` times (the API slowed down), timing the data and the API's answer. */
async function timeReloads(
  page: Page,
  quiet: (ms: number) => Promise<void>,
  route: string,
  shows: WarmReloadFigure['shows'],
  apiPath: string,
  reloads: number,
): Promise<WarmReloadFigure> {
  const selector = shows === 'rows' ? ROW_SELECTOR : DETAIL_SELECTOR;
  const figure: WarmReloadFigure = { route, shows, shownMs: [], answerMs: [], beforeAnswer: 0 };
  for (let i = 0; i < reloads; i += 1) {
    await page.reload({ waitUntil: 'commit' });
    const shown = await shownAt(page, selector);
    const answer = await answeredAt(page, apiPath);
    figure.shownMs.push(shown);
    figure.answerMs.push(answer.end);
    if (shown < answer.start) figure.beforeAnswer += 1;
    // Let the refreshed data reach Dexie before the next reload.
    await quiet(500);
  }
  return figure;
}

/**
 * The warm-reload figure of issue 4: a signed-in phone with the service worker active and the
 * transactions cached (the list and one transaction opened once), then the sandbox answers every
 * /api call `API_DELAY_MS` late, and each page is reloaded `reloads` times. The times are the
 * page's own (from navigation start), not Node's.
 */
export async function measureWarmReload(
  baseUrl: string,
  email: string,
  password: string,
  reloads: number,
): Promise<WarmReloadFigure[]> {
  const session = await signedInState(baseUrl, email, password);
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: PHONE,
  });
  try {
    await context.addInitScript({ content: recordFirstShown([ROW_SELECTOR, DETAIL_SELECTOR]) });
    await context.addCookies(session.cookies);
    const page = context.pages()[0] ?? (await context.newPage());
    const quiet = trackQuiet(page);
    // The stored user, set on a public page of the origin (as tests/e2e/support/session.ts does).
    await page.goto(`${baseUrl}/delete-account`);
    await page.evaluate((items) => {
      for (const item of items) localStorage.setItem(item.name, item.value);
    }, session.origins[0]?.localStorage ?? []);

    // Warm up: the worker takes control and caches the chunks, Dexie holds the rows.
    await page.goto(`${baseUrl}/transactions`);
    await shownAt(page, ROW_SELECTOR);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: TIMEOUT_MS,
    });
    await page.reload();
    await shownAt(page, ROW_SELECTOR);
    await quiet(1500);
    if (new URL(page.url()).pathname !== '/transactions') {
      throw new Error(`/transactions led to ${new URL(page.url()).pathname} (not signed in?)`);
    }
    // The first card's heading is its reference.
    const ref = (
      await page.locator('ul[aria-labelledby="transactions-heading"] h2').first().textContent()
    )?.trim();
    if (!ref) throw new Error('No transaction reference on /transactions.');
    const detail = `/transactions/${encodeURIComponent(ref)}`;
    await page.goto(`${baseUrl}${detail}`);
    await shownAt(page, DETAIL_SELECTOR);
    await quiet(1500);
    await page.goto(`${baseUrl}/transactions`);
    await shownAt(page, ROW_SELECTOR);
    await quiet(1500);

    await sandboxCall(baseUrl, 'POST', { method: 'GET', path: '/api/*', delayMs: API_DELAY_MS });
    try {
      const list = await timeReloads(
        page,
        quiet,
        '/transactions',
        'rows',
        '/api/remitter/transactions',
        reloads,
      );
      await page.goto(`${baseUrl}${detail}`);
      await shownAt(page, DETAIL_SELECTOR);
      await answeredAt(page, `/api/remitter${detail}`);
      await quiet(500);
      const one = await timeReloads(page, quiet, detail, 'detail', `/api/remitter${detail}`, reloads);
      return [list, one];
    } finally {
      await sandboxCall(baseUrl, 'DELETE');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
