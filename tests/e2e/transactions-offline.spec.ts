import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { WITH_SERVICE_WORKER, waitForServiceWorker } from './support/pwa.ts';
import { resetSandbox, signInAs } from './support/session.ts';

test.use(WITH_SERVICE_WORKER);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the transactions list shows offline from the cache, with when it was last updated', async ({
  page,
  context,
}) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/transactions');
  const cards = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(7);
  await waitForServiceWorker(page);
  // Once more online, so the page's chunks go through the worker (which caches them); the
  // transaction page's chunk came with the worker's precache.
  await page.reload();
  await expect(cards).toHaveCount(7);
  await expect(page.getByText(/^Last updated/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(cards).toHaveCount(7);
  await expect(cards.first().getByRole('link', { name: /^(Make Payment|View Details)/ })).toBeVisible();
  await expect(page.getByText(/^Last updated \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A transaction shows offline too (from the cached list), its payment held back with the reason.
  await page.getByRole('link', { name: /^Make Payment/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
  await expect(page.getByText('You are offline. Connect to the internet to make a payment.')).toBeVisible();
  await context.setOffline(false);
});

test('a warm reload shows the cached rows long before the API answers (3 s late), and says how soon', async ({
  page,
  request,
}) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/transactions');
  const cards = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(7);
  await request.post('/__sandbox/faults', {
    data: { method: 'GET', path: '/api/remitter/transactions', delayMs: 3000, times: 1 },
  });
  let started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(cards).toHaveCount(7);
  const listAfter = Date.now() - started;
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await expect(page.getByText('Updating...')).toBeVisible();
  await expect(page.getByText(/^Last updated/)).toHaveCount(0, { timeout: 10_000 });

  // The same for one transaction.
  const ref = 'ZW10000005';
  await page.goto(`/transactions/${ref}`);
  const status = page.getByRole('definition').filter({ hasText: 'Awaiting Collection' });
  await expect(status).toBeVisible();
  await request.post('/__sandbox/faults', {
    data: { method: 'GET', path: `/api/remitter/transactions/${ref}`, delayMs: 3000, times: 1 },
  });
  started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(status).toBeVisible();
  const detailAfter = Date.now() - started;
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await request.delete('/__sandbox/faults');

  console.log(
    `warm reload, API 3 s late: list rows after ${listAfter} ms, transaction after ${detailAfter} ms`,
  );
  // The target is 1 s (npm run bench measures it on a quiet machine); a loaded test machine gets
  // some slack, still far below the 3 s the API takes, so the rows came from the cache.
  expect(listAfter).toBeLessThan(2000);
  expect(detailAfter).toBeLessThan(2000);
});
