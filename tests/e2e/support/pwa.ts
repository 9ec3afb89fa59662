import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { FULL_CHROMIUM_PATH, JOURNEY_CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { settled } from './settled.ts';

/** This worker's own server (tests/e2e/support/test.ts), for a browser made outside the fixtures. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through playwright.config.ts');
  return url;
}

/**
 * A Chromium profile on disk (not incognito, where Chromium never calls a site installable),
 * removed again by `close`.
 */
export async function persistentBrowser(): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM_PATH,
    args: JOURNEY_CHROMIUM_ARGS,
    viewport: { width: 360, height: 740 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The suite blocks service workers (playwright.config.ts); a journey of the worker itself opts in
 * with `test.use(WITH_SERVICE_WORKER)`, at the top of its file or its describe block.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/** What only the full browser does (playwright.config.ts): system notifications, installing. */
export { FULL_BROWSER } from '../../../playwright.config.ts';

/** Waits until a service worker controls the page (the first one claims it once active). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** Every URL in every Cache Storage cache of the page's origin. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * The page's service workers have settled: the one that controls the page is its registration's
 * active one, none is installing, and one is waiting or not as `waiting` says.
 */
export async function workersSettled(page: Page, { waiting }: { waiting: boolean }): Promise<void> {
  await page.waitForFunction(
    async (expectWaiting) => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration || registration.installing) return false;
      const { active } = registration;
      return (
        active?.state === 'activated' &&
        navigator.serviceWorker.controller === active &&
        (registration.waiting !== null) === expectWaiting
      );
    },
    waiting,
    { timeout: 20_000 },
  );
}

/**
 * Nothing is left for the page's update code to act on: its workers have settled (above) and
 * every call the page made (its version check included) is answered and painted. A reload loop
 * or an overlay that should not come would have begun by then. The page must be tracked
 * (settled()).
 */
export async function updateSettled(page: Page, { waiting }: { waiting: boolean }): Promise<void> {
  await workersSettled(page, { waiting });
  await settled(page);
}
