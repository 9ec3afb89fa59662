import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Send again (issue 13), against the strict-contract sandbox: from a transaction's page to a fresh
 * quote for the same beneficiary (the amount and options filled in, everything checked again,
 * Calculate asked for); from a beneficiary on the list; axe on the new parts on a phone and a
 * desktop.
 */
interface SandboxTransaction {
  trans_ref: string;
  status: string;
  dest_amount: number;
  dest_currency: string;
  benef_name: string;
}

async function collectedTransfer(request: APIRequestContext): Promise<SandboxTransaction> {
  const response = await request.get('/__sandbox/transactions?email=uk.sender%40example.com');
  const { transactions } = (await response.json()) as { transactions: SandboxTransaction[] };
  const found = transactions.find((tx) => tx.status === 'PROCESSED' && tx.dest_currency === 'USD');
  if (!found) throw new Error('uk.sender has no collected USD transfer');
  return found;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** On /send-money as Send again left it: the note, the amount filled in, no quote yet. */
async function expectPrefilled(page: Page, transfer: SandboxTransaction): Promise<void> {
  await expect(page).toHaveURL(/\/send-money$/);
  await expect(
    page.getByRole('status').filter({ hasText: `Filled in from your transfer ${transfer.trans_ref}` }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Amount to receive/)).toHaveValue(String(transfer.dest_amount));
  await expect(page.getByLabel(/^Destination currency/)).toHaveValue(transfer.dest_currency);
  await expect(page.getByRole('region', { name: 'Your quote' })).toHaveCount(0);
}

test('Send again from a transaction reaches a fresh quote with the same beneficiary', async ({
  page,
  request,
}) => {
  const transfer = await collectedTransfer(request);
  await signInAs(page, 'uk.sender@example.com');
  await page.goto(`/transactions/${transfer.trans_ref}`);
  await page.getByRole('button', { name: 'Send again' }).click();
  await expectPrefilled(page, transfer);

  // Nothing of the old transfer is trusted: the purpose (which the spec does not promise on a
  // transaction) is chosen, and Calculate asks the server for today's quote.
  await page.getByLabel(/^Purpose/).selectOption({ label: 'Family Support' });
  const charges = page.waitForResponse((response) =>
    response.url().endsWith('/api/remitter/transactions/charges'),
  );
  await page.getByRole('button', { name: 'Calculate' }).click();
  expect((await charges).ok()).toBe(true);
  await expect(page.getByRole('region', { name: 'Your quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The same beneficiary, chosen already.
  await expect(page.getByRole('heading', { name: 'Beneficiary Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText(transfer.benef_name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeVisible();
});

test('Send again from a beneficiary on the list fills in their last transfer', async ({ page, request }) => {
  const transfer = await collectedTransfer(request);
  await signInAs(page, 'uk.sender@example.com');
  // The transactions are cached on this device once the list was opened.
  await page.goto('/transactions');
  await expect(page.getByText(transfer.trans_ref).first()).toBeVisible();
  await page.goto('/beneficiaries');
  await page
    .getByRole('button', { name: `Send again to ${transfer.benef_name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/send-money$/);
  await expect(page.getByRole('status').filter({ hasText: /Filled in from your transfer/ })).toBeVisible();
  await expect(page.getByLabel(/^Amount to receive/)).not.toHaveValue('');
});

test.describe(`axe finds no WCAG 2.1 AA violations on Send again (360 and 1280 px wide)`, () => {
  // One journey for the account, a step per screen (the HTTP cache warm between them): the list
  // first, as Send again then fills in the send page (nothing is sent).
  test('the buttons on the beneficiaries list; the button on a transaction, and the send page it fills in', async ({
    page,
    request,
  }) => {
    // It covers the two tests it replaced: their limits added up.
    test.setTimeout(test.info().timeout * 2);
    const transfer = await collectedTransfer(request);
    await signInAs(page, 'uk.sender@example.com');
    await test.step('the buttons on the beneficiaries list', async () => {
      await page.goto('/beneficiaries');
      await expect(page.getByRole('button', { name: /^Send again to / }).first()).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('the button on a transaction', async () => {
      await page.goto(`/transactions/${transfer.trans_ref}`);
      await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('the send page it fills in', async () => {
      await page.getByRole('button', { name: 'Send again' }).click();
      await expectPrefilled(page, transfer);
      await expectNoAxeViolationsAtBothWidths(page);
    });
  });
});
