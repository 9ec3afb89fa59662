import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  DESKTOP_SIZE,
  PHONE_SIZE,
  expectNoAxeViolations,
  expectNoAxeViolationsOnEach,
} from './support/axe.ts';
import { contentSettled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

interface SandboxTransaction {
  trans_ref: string;
  status: string;
  payment_method: { id: string } | string;
}

const methodId = (tx: SandboxTransaction) =>
  typeof tx.payment_method === 'string' ? tx.payment_method : tx.payment_method.id;

/** A transaction's page, with what it shows settled. */
async function showTransaction(page: Page, name: string, tx: SandboxTransaction | undefined): Promise<void> {
  expect(tx, name).toBeDefined();
  await page.goto(`/transactions/${tx!.trans_ref}`);
  await contentSettled(page);
  await expect(page.getByText('Beneficiary name')).toBeVisible();
}

async function ukTransactions(request: APIRequestContext): Promise<SandboxTransaction[]> {
  const response = await request.get('/__sandbox/transactions?email=uk.sender%40example.com');
  return ((await response.json()) as { transactions: SandboxTransaction[] }).transactions;
}

test.describe(`transactions: axe finds no WCAG 2.1 AA violations (360 and 1280 px wide)`, () => {
  test.beforeEach(async ({ request, page }) => {
    await resetSandbox(request);
    await signInAs(page, 'uk.sender@example.com');
  });

  // One journey for the account, a step per screen; the checkout page last, as nothing is paid and
  // looking at a screen changes no transaction.
  test('the list, a transaction awaiting payment, one paid by bank transfer, one collected, the checkout page', async ({
    page,
    request,
  }) => {
    const all = await ukTransactions(request);
    const transactionScreen = (name: string, pick: (tx: SandboxTransaction) => boolean) => {
      const tx = all.find(pick);
      return { name, show: () => showTransaction(page, name, tx) };
    };
    const pending = all.find((tx) => tx.status === 'PENDING_CLEARANCE');
    await expectNoAxeViolationsOnEach(page, [
      {
        name: 'the list (table on desktop, cards on phones)',
        show: async () => {
          await page.goto('/transactions');
          await contentSettled(page);
        },
        check: async () => {
          await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
          await expectNoAxeViolations(page);
          await page.setViewportSize(DESKTOP_SIZE);
          await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
          await expectNoAxeViolations(page);
          await page.setViewportSize(PHONE_SIZE);
        },
      },
      transactionScreen('a transaction awaiting payment', (tx) => tx.status === 'PENDING_CLEARANCE'),
      transactionScreen(
        'one paid by bank transfer',
        (tx) => methodId(tx) === '82' && tx.status === 'AGENT_OK',
      ),
      transactionScreen('one collected', (tx) => tx.status === 'PROCESSED'),
      {
        name: 'the checkout page',
        show: async () => {
          expect(pending).toBeDefined();
          await page.goto(`/checkout/${pending!.trans_ref}`);
          await expect(
            page.getByRole('heading', { level: 1, name: 'Your payment is being processed' }),
          ).toBeVisible();
          await expect(page.getByRole('alert')).toContainText('Payment Not Initiated.');
        },
      },
    ]);
  });
});
