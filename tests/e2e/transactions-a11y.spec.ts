import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import {
  DESKTOP_SIZE,
  PHONE_SIZE,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
} from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

interface SandboxTransaction {
  trans_ref: string;
  status: string;
  payment_method: { id: string } | string;
}

const methodId = (tx: SandboxTransaction) =>
  typeof tx.payment_method === 'string' ? tx.payment_method : tx.payment_method.id;

async function ukTransactions(request: APIRequestContext): Promise<SandboxTransaction[]> {
  const response = await request.get('/__sandbox/transactions?email=uk.sender%40example.com');
  return ((await response.json()) as { transactions: SandboxTransaction[] }).transactions;
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Updating...')).toHaveCount(0);
  await settled(page);
}

test.describe(`transactions: axe finds no WCAG 2.1 AA violations (360 and 1280 px wide)`, () => {
  test.beforeEach(async ({ request, page }) => {
    await resetSandbox(request);
    await signInAs(page, 'uk.sender@example.com');
  });

  // One journey for the account, a step per screen (the HTTP cache warm between them); the
  // checkout page last, as nothing is paid and looking at a screen changes no transaction.
  test('the list, a transaction awaiting payment, one paid by bank transfer, one collected, the checkout page', async ({
    page,
    request,
  }) => {
    // It covers the three tests it replaced: their limits added up.
    test.setTimeout(test.info().timeout * 3);
    await test.step('the list (table on desktop, cards on phones)', async () => {
      await page.goto('/transactions');
      await settle(page);
      await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize(DESKTOP_SIZE);
      await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize(PHONE_SIZE);
    });

    const all = await ukTransactions(request);
    const picks = [
      { name: 'a transaction awaiting payment', tx: all.find((tx) => tx.status === 'PENDING_CLEARANCE') },
      {
        name: 'one paid by bank transfer',
        tx: all.find((tx) => methodId(tx) === '82' && tx.status === 'AGENT_OK'),
      },
      { name: 'one collected', tx: all.find((tx) => tx.status === 'PROCESSED') },
    ];
    for (const { name, tx } of picks) {
      await test.step(name, async () => {
        expect(tx).toBeDefined();
        await page.goto(`/transactions/${tx!.trans_ref}`);
        await settle(page);
        await expect(page.getByText('Beneficiary name')).toBeVisible();
        await expectNoAxeViolationsAtBothWidths(page);
      });
    }

    await test.step('the checkout page', async () => {
      const pending = all.find((tx) => tx.status === 'PENDING_CLEARANCE')!;
      await page.goto(`/checkout/${pending.trans_ref}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your payment is being processed' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Payment Not Initiated.');
      await expectNoAxeViolationsAtBothWidths(page);
    });
  });
});
