import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { WITH_SERVICE_WORKER, waitForServiceWorker } from './support/pwa.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Receipt (issue 13): 'Download receipt' makes a PDF in the browser whose text holds the
 * reference and the amounts (read back from the downloaded file), again offline for the cached
 * transaction; the page prints without the parts that only work on screen; axe on a phone and a
 * desktop.
 */
interface SandboxTransaction {
  trans_ref: string;
  trans_id: string;
  status: string;
  currency: string;
  remitt_pay: number;
  total_charges: number;
  dest_amount: number;
  dest_currency: string;
  benef_name: string;
}

async function ukTransactions(request: APIRequestContext): Promise<SandboxTransaction[]> {
  const response = await request.get('/__sandbox/transactions?email=uk.sender%40example.com');
  return ((await response.json()) as { transactions: SandboxTransaction[] }).transactions;
}

const money = (value: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Presses Download receipt and returns the downloaded file's name and text (latin1, as jsPDF writes it). */
async function downloadReceipt(page: Page): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'latin1') };
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('with the service worker', () => {
  test.use(WITH_SERVICE_WORKER);

  test('the receipt downloads as a PDF holding the reference and the amounts, again offline from the cache', async ({
    page,
    context,
    request,
  }) => {
    const collected = (await ukTransactions(request)).find((tx) => tx.status === 'PROCESSED')!;
    const ref = collected.trans_ref;
    await signInAs(page, 'uk.sender@example.com');
    await page.goto(`/transactions/${ref}`);
    await waitForServiceWorker(page);
    // Loaded under the worker, so the receipt's library is kept once it loads.
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: 'Collected' })).toBeVisible();
    await expect(page.getByText('Updating...')).toHaveCount(0);

    const library = page.waitForResponse((response) => /jspdf[^/]*\.js$/.test(response.url()));
    const { name, text } = await downloadReceipt(page);
    await library;
    expect(name).toBe(`receipt-${ref}.pdf`);
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'Transaction receipt',
      ref,
      collected.trans_id,
      'Collected',
      `Total paid`,
      `£${money(collected.remitt_pay)}`,
      `£${money(collected.total_charges)}`,
      `$${money(collected.dest_amount)}`,
      'Amount received',
      collected.benef_name,
      'Example Remit Ltd, 1 Sample Street',
    ]) {
      expect(text, `the PDF's text holds ${expected}`).toContain(expected);
    }
    expect(text).not.toContain('Collection PIN');
    await expect(page.getByRole('status').filter({ hasText: 'Your receipt was downloaded' })).toContainText(
      `receipt-${ref}.pdf`,
    );

    // Offline, from the cached transaction and the kept library: the same receipt.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: 'Collected' })).toBeVisible();
    const offline = await downloadReceipt(page);
    expect(offline.text).toContain(ref);
    expect(offline.text).toContain(`£${money(collected.remitt_pay)}`);
    await context.setOffline(false);
  });
});

test('the transaction page prints without the header, navigation, footer and buttons', async ({
  page,
  request,
}) => {
  const collected = (await ukTransactions(request)).find((tx) => tx.status === 'PROCESSED')!;
  await signInAs(page, 'uk.sender@example.com');
  await page.goto(`/transactions/${collected.trans_ref}`);
  await expect(page.getByText('Beneficiary name')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Example Remit Ltd, 1 Sample Street, London')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByText('Beneficiary name')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where is my money' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Example Remit Ltd, 1 Sample Street, London')).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to transactions' })).toBeHidden();
  // The main area is no longer a screen high: nothing but the transfer on the paper.
  const mainHeight = await page.locator('main').evaluate((main) => main.getBoundingClientRect().height);
  const contentHeight = await page
    .locator('main > *')
    .first()
    .evaluate((child) => child.getBoundingClientRect().height);
  expect(mainHeight).toBeLessThanOrEqual(contentHeight + 1);
});

test.describe(`the receipt: axe (360 and 1280 px wide)`, () => {
  test('a transaction with its receipt section, after a download', async ({ page, request }) => {
    const collected = (await ukTransactions(request)).find((tx) => tx.status === 'PROCESSED')!;
    await signInAs(page, 'uk.sender@example.com');
    await page.goto(`/transactions/${collected.trans_ref}`);
    await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
    await downloadReceipt(page);
    await expect(page.getByText(/^Your receipt was downloaded/)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
