import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test.ts';
import { resetSandbox, signInAs } from './support/session.ts';
import { chooseSavedBeneficiary } from './support/beneficiary.ts';
import { trackRequests } from './support/settled.ts';
import { holdCall } from './support/hold-call.ts';

/**
 * A duplicated tab pays once (issue 17): browsers copy session storage when a tab is duplicated,
 * so two tabs hold the same flow at Confirmation. Make Payment in both makes one transaction; the
 * second tab is told so and taken to Transactions.
 */

const SENDER = 'uk.sender@example.com';
const DECLARATION = 'I agree to the terms and conditions of the service.';

/** The transfer's two calls that make and confirm it, as every tab of a context sends them. */
const MAKE_CALLS = ['/api/remitter/transactions/new', '/api/remitter/transactions/confirm'];

/** How many times the tabs of `context` have sent each of MAKE_CALLS, from now on. */
function countMakeCalls(context: BrowserContext): () => number[] {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  return () => MAKE_CALLS.map((path) => sent.filter((made) => made === path).length);
}

async function transactionCount(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/__sandbox/transactions?email=${encodeURIComponent(SENDER)}`);
  return ((await response.json()) as { count: number }).count;
}

/** uk.sender at the Zimbabwe flow's Confirmation: $130 to Rudo Maria Ncube. */
async function toConfirmation(page: Page): Promise<void> {
  await page.goto('/send-money');
  await page.getByLabel('Amount to receive (USD)').fill('130');
  await page.getByLabel(/^Purpose/).selectOption({ label: 'Family Support' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'Your quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await chooseSavedBeneficiary(page, 'Rudo Maria Ncube');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** A second page of the same browser holding a copy of `page`'s session storage, at Confirmation. */
async function duplicate(page: Page, context: BrowserContext): Promise<Page> {
  // The quote is memory only: the duplicate calculates again, as a duplicated tab's page must.
  const copied = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const second = await context.newPage();
  trackRequests(second);
  await second.addInitScript((entries: string) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
  }, copied);
  await toConfirmation(second);
  return second;
}

async function agree(tab: Page): Promise<void> {
  await tab.getByText(DECLARATION).click();
  await expect(tab.getByRole('checkbox', { name: DECLARATION })).toBeChecked();
}

test('Make Payment in a tab and its duplicate at once: one transaction, the duplicate is told', async ({
  page,
  context,
  request,
}) => {
  const before = await transactionCount(request);
  const makeCalls = countMakeCalls(context);
  await signInAs(page, SENDER);
  await toConfirmation(page);
  const second = await duplicate(page, context);

  // The first tab's confirm is held until the duplicate has pressed: both presses overlap however
  // slow the machine (a delay could end before the second press on a loaded one).
  const confirm = await holdCall(page, '/api/remitter/transactions/confirm', 'POST');
  await agree(page);
  await agree(second);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await confirm.held;
  await second.getByRole('button', { name: 'Make Payment' }).click();

  await expect(second).toHaveURL(/\/transactions$/);
  await expect(second.getByText(/being made in another tab or window/)).toBeVisible();
  confirm.release();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  expect(await transactionCount(request)).toBe(before + 1);
  // Of both tabs, only the first made and confirmed the transfer, once each.
  expect(makeCalls()).toEqual([1, 1]);
});

test('Make Payment in the duplicate after the first tab paid: nothing paid again', async ({
  page,
  context,
  request,
}) => {
  const before = await transactionCount(request);
  const makeCalls = countMakeCalls(context);
  await signInAs(page, SENDER);
  await toConfirmation(page);
  const second = await duplicate(page, context);

  await agree(page);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);

  await agree(second);
  await second.getByRole('button', { name: 'Make Payment' }).click();
  await expect(second).toHaveURL(/\/transactions$/);
  await expect(second.getByText(/already started in another tab or window/)).toBeVisible();
  expect(await transactionCount(request)).toBe(before + 1);
  expect(makeCalls()).toEqual([1, 1]);
});
