import { expect, test } from '@playwright/test';

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
