import { expect, test } from './support/test.ts';

/**
 * The first screen appears whole (src/app/router.tsx): its layouts and page load side by side and
 * render together, so the page never shows a loading spinner inside the layout and nothing jumps
 * as pieces arrive. Before any script runs, the HTML paints the boot screen.
 */
test('the login screen appears whole, after the boot screen, with no spinner inside the layout', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { firstScreenLog: string[] }).firstScreenLog = seen;
    new MutationObserver(() => {
      // While the parser still streams the HTML in, a <main> may have arrived before its heading:
      // that is the network, not the app. From the end of parsing on (the app's scripts run after
      // it), every render is checked.
      if (document.readyState === 'loading') return;
      if (document.querySelector('main [aria-label="Loading"]')) seen.push('spinner in main');
      if (document.querySelector('main') && !document.querySelector('main h1'))
        seen.push('layout without page');
    }).observe(document, { childList: true, subtree: true });
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('class="boot"');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstScreenLog: string[] }).firstScreenLog),
  ).toEqual([]);
});

test.describe('before any script has loaded (a slow link)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  for (const path of ['/', '/login', '/transactions']) {
    test(`${path} paints the boot screen from the HTML, with no input to type into`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Loading…')).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toHaveCount(0);
    });
  }
});

test('the app replaces the boot screen with one live form: nothing inert, no HTML replayed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel(/^Email address/).fill('uk.sender@example.com');
  await expect(page.getByLabel(/^Email address/)).toHaveValue('uk.sender@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toHaveCount(1);
  await expect(page.locator('#login-screen, [inert]')).toHaveCount(0);
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
