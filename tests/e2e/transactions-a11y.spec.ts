import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
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

const VIEWPORTS = [
  {
    label: 'phone 360x740',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    desktop: false,
  },
  {
    label: 'desktop 1280x800',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    desktop: true,
  },
];

for (const { label, desktop, ...device } of VIEWPORTS) {
  test.describe(`transactions: axe finds no WCAG 2.1 AA violations (${label})`, () => {
    test.use(device);

    test.beforeEach(async ({ request, page }) => {
      await resetSandbox(request);
      await signInAs(page, 'uk.sender@example.com');
    });

    test('the list (table on desktop, cards on phones)', async ({ page }) => {
      await page.goto('/transactions');
      await settle(page);
      if (desktop) await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
      else await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a transaction awaiting payment, one paid by bank transfer, and one collected', async ({
      page,
      request,
    }) => {
      const all = await ukTransactions(request);
      const picks = [
        all.find((tx) => tx.status === 'PENDING_CLEARANCE'),
        all.find((tx) => methodId(tx) === '82' && tx.status === 'AGENT_OK'),
        all.find((tx) => tx.status === 'PROCESSED'),
      ];
      for (const tx of picks) {
        expect(tx).toBeDefined();
        await page.goto(`/transactions/${tx!.trans_ref}`);
        await settle(page);
        await expect(page.getByText('Beneficiary name')).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test('the checkout page', async ({ page, request }) => {
      const pending = (await ukTransactions(request)).find((tx) => tx.status === 'PENDING_CLEARANCE')!;
      await page.goto(`/checkout/${pending.trans_ref}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your payment is being processed' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Payment Not Initiated.');
      await expectNoAxeViolations(page);
    });
  });
}
