import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { CHROMIUM_PATH, PHONE } from './devices.ts';
import { trackQuiet } from './quiet.ts';
import { clearFaults, delayApiReads } from './sandbox-faults.ts';
import { answeredAt, blockingTime, longTasksOf, recordMarks, shownAt } from './reload-marks.ts';
import { signInThroughUi } from './sign-in.ts';

/** How late the sandbox answers every API call during the measured reloads. */
export const API_DELAY_MS = 3000;

/** What a few warm reloads of one page showed, in the page's own clock (ms from navigation start). */
export interface WarmReloadFigure {
  /** The page reloaded, e.g. `/transactions` or `/transactions/ZW10000005`. */
  route: string;
  /**
   * What was waited for: 'rows' (the list's cards), 'detail' (the transaction's status) or
   * 'countries' (the country page's cards).
   */
  shows: 'rows' | 'detail' | 'countries';
  /** When the cached data was first on screen, per reload. */
  shownMs: number[];
  /** When the API's answer for the page's data arrived (its last byte), per reload. */
  answerMs: number[];
  /** Reloads whose data was on screen before the first byte of the API's answer came. */
  beforeAnswer: number;
  /** The longest main-thread task of the reload (until the answer was shown and the page quiet). */
  longestTaskMs: number[];
  /** Total blocking time of the reload, and of its part from the API's answer on. */
  blockingMs: number[];
  blockingAfterAnswerMs: number[];
}

/** A transaction card of the list (phones), or a table row (desktop). */
const ROW_SELECTOR =
  'ul[aria-labelledby="transactions-heading"] > li, table[aria-labelledby="transactions-heading"] tbody tr';
/**
 * The transaction page's status badge: the first of its data, at the top of the page (the
 * Details list can be below the fold), and drawn only once the transaction is known.
 */
const DETAIL_SELECTOR = 'main .chakra-badge';
/** A country card of /country-selection (issue 11: cached, so a reload shows them at once). */
const COUNTRY_SELECTOR = 'ul[aria-label="Countries"] > li';
const SELECTORS: Record<WarmReloadFigure['shows'], string> = {
  rows: ROW_SELECTOR,
  detail: DETAIL_SELECTOR,
  countries: COUNTRY_SELECTOR,
};
const TIMEOUT_MS = 20_000;

/** Reloads the page `reloads` times (the API slowed down), timing the data, the answer, long tasks. */
async function timeReloads(
  page: Page,
  quiet: (ms: number) => Promise<void>,
  route: string,
  shows: WarmReloadFigure['shows'],
  apiPath: string,
  reloads: number,
): Promise<WarmReloadFigure> {
  const selector = SELECTORS[shows];
  const figure: WarmReloadFigure = {
    route,
    shows,
    shownMs: [],
    answerMs: [],
    beforeAnswer: 0,
    longestTaskMs: [],
    blockingMs: [],
    blockingAfterAnswerMs: [],
  };
  for (let i = 0; i < reloads; i += 1) {
    await page.reload({ waitUntil: 'commit' });
    const shown = await shownAt(page, selector);
    const answer = await answeredAt(page, apiPath);
    // Let the refreshed data reach the screen and Dexie before the tasks are read.
    await quiet(500);
    const tasks = await longTasksOf(page);
    figure.shownMs.push(shown);
    figure.answerMs.push(answer.end);
    if (shown < answer.start) figure.beforeAnswer += 1;
    figure.longestTaskMs.push(Math.max(0, ...tasks.map((task) => task.duration)));
    figure.blockingMs.push(blockingTime(tasks));
    figure.blockingAfterAnswerMs.push(blockingTime(tasks.filter((task) => task.start >= answer.start)));
  }
  return figure;
}

/** A phone browser on a fresh profile on disk (the service worker needs one), removed by `close`. */
async function phoneBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: PHONE,
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/**
 * Signs in through the login form, opens `path` until `selector` shows, waits for the service
 * worker to take control, and reloads once: the chunks are cached and Dexie holds the page's data.
 */
async function warmUp(
  page: Page,
  quiet: (ms: number) => Promise<void>,
  { baseUrl, email, path, selector }: { baseUrl: string; email: string; path: string; selector: string },
): Promise<void> {
  await signInThroughUi(page, baseUrl, email);
  await page.goto(`${baseUrl}${path}`);
  await shownAt(page, selector);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: TIMEOUT_MS,
  });
  await page.reload();
  await shownAt(page, selector);
  await quiet(1500);
  const landed = new URL(page.url()).pathname;
  if (landed !== path) throw new Error(`${path} led to ${landed} (not signed in?)`);
}

/**
 * The warm-reload figure of issue 4, for one account: signed in through the login form on a phone
 * with the service worker active and the transactions cached (the list and its first transaction
 * opened once), then the sandbox answers every /api call `API_DELAY_MS` late, and each page is
 * reloaded `reloads` times. The times are the page's own (from navigation start), not Node's.
 */
export async function measureWarmReload(
  baseUrl: string,
  email: string,
  reloads: number,
): Promise<WarmReloadFigure[]> {
  const { context, close } = await phoneBrowser();
  try {
    await context.addInitScript({ content: recordMarks([ROW_SELECTOR, DETAIL_SELECTOR]) });
    const page = context.pages()[0] ?? (await context.newPage());
    const quiet = trackQuiet(page);
    await warmUp(page, quiet, { baseUrl, email, path: '/transactions', selector: ROW_SELECTOR });
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

    await delayApiReads(baseUrl, API_DELAY_MS);
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
      await clearFaults(baseUrl);
    }
  } finally {
    await close();
  }
}

/**
 * The same for an SA sender's country page (issue 11): the partner's countries cached once, then
 * every remote call `API_DELAY_MS` late and the page reloaded `reloads` times.
 */
export async function measureCountryReload(
  baseUrl: string,
  email: string,
  reloads: number,
): Promise<WarmReloadFigure> {
  const { context, close } = await phoneBrowser();
  try {
    // On a phone the cards are below the verification banner of a sender not fully verified.
    await context.addInitScript({ content: recordMarks([], [COUNTRY_SELECTOR]) });
    const page = context.pages()[0] ?? (await context.newPage());
    const quiet = trackQuiet(page);
    await warmUp(page, quiet, { baseUrl, email, path: '/country-selection', selector: COUNTRY_SELECTOR });
    await delayApiReads(baseUrl, API_DELAY_MS);
    try {
      return await timeReloads(
        page,
        quiet,
        '/country-selection',
        'countries',
        '/payout/terrapay/options/corridors',
        reloads,
      );
    } finally {
      await clearFaults(baseUrl);
    }
  } finally {
    await close();
  }
}
