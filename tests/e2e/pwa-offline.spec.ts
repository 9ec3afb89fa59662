import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { WITH_SERVICE_WORKER, baseUrl, cachedUrls, waitForServiceWorker } from './support/pwa.ts';

test.use(WITH_SERVICE_WORKER);

const OFFLINE = /^You are offline\. Pages you have opened before still work/;

test.describe('offline', () => {
  test('the app starts offline from the service worker and says it is offline', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl());
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    // The footer texts come from the UI options the shell cached in local storage.
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Another page of the shell, never opened online, opens offline too (precached).
    await page.goto(`${baseUrl()}/register`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
    await context.close();
  });

  test('the service worker keeps no API answer and no /meta.json', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl());
    await waitForServiceWorker(page);
    await page.reload(); // now every request goes through the worker
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    const meta = await page.evaluate(
      async () => (await fetch('/meta.json?timestamp=1', { cache: 'no-store' })).ok,
    );
    expect(meta).toBe(true);
    const urls = await cachedUrls(page);
    expect(urls.some((url) => url.includes('/index.html'))).toBe(true);
    expect(urls.filter((url) => /\/(api|identity|payout|pay|__sandbox)\/|\/meta\.json/.test(url))).toEqual(
      [],
    );
    await context.close();
  });
});
