import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { resetSandbox, signInAs } from './support/session.ts';

interface SandboxTransaction {
  trans_ref: string;
  status: string;
  remitt_pay: number;
}

async function transactionsOf(request: APIRequestContext, email: string): Promise<SandboxTransaction[]> {
  const response = await request.get(`/__sandbox/transactions?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { transactions: SandboxTransaction[] }).transactions;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a UK user pays an awaiting transaction on the payment page and lands back on it as it moves on', async ({
  page,
  request,
}) => {
  const before = await transactionsOf(request, 'uk.sender@example.com');
  const pending = before.find((tx) => tx.status === 'PENDING_CLEARANCE');
  expect(pending).toBeDefined();
  const ref = pending!.trans_ref;

  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/transactions');
  await page.getByRole('link', { name: `Make Payment for transaction ${ref}` }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${ref}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Awaiting Payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Online payment' })).toBeVisible();
  await expectNoAxeViolations(page);

  const initiated = page.waitForRequest((req) => req.url().endsWith('/api/payments/initiate'));
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const body = (await initiated).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    member_id: 'R100001',
    transaction_reference: ref,
    payment_method: '81',
    currency: 'GBP',
    return_url: `${new URL(page.url()).origin}/transactions/${ref}`,
  });

  // The sandbox's hosted payment page.
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the transaction (the card method's return URL), which has moved on.
  await expect(page).toHaveURL(new RegExp(`/transactions/${ref}$`));
  await expect(
    page.getByText('Payment received. Your transaction is being checked by compliance.'),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Compliance Checking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  await expect(page.getByText('Collection PIN', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The operator steps it on: ready for collection, with its PIN.
  const advanced = await request.post(`/__sandbox/transactions/${ref}/advance`);
  expect(advanced.ok()).toBe(true);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Awaiting Collection' })).toBeVisible();
  await expect(page.getByText('Collection PIN', { exact: true })).toBeVisible();

  const after = await transactionsOf(request, 'uk.sender@example.com');
  expect(after).toHaveLength(before.length);
});

test('after paying by bank transfer, /checkout leads on to the transaction', async ({ page, request }) => {
  // uk.sender's awaiting transaction is a card payment, so its payment is started here as the app
  // starts a bank transfer (method 82, returning to /checkout), then paid on the sandbox page.
  const pending = (await transactionsOf(request, 'uk.sender@example.com')).find(
    (tx) => tx.status === 'PENDING_CLEARANCE',
  )!;
  await signInAs(page, 'uk.sender@example.com');
  const origin = new URL(page.url()).origin;
  const login = await request.post('/api/remitter/auth/login', {
    data: { type: 'email', email: 'uk.sender@example.com', password: 'Sandbox1' },
  });
  const { result } = (await login.json()) as { result: { token: string } };
  const started = await request.post('/api/payments/initiate', {
    headers: { Authorization: `Bearer ${result.token}` },
    data: {
      member_id: 'R100001',
      transaction_reference: pending.trans_ref,
      payment_method: '82',
      currency: 'GBP',
      amount: pending.remitt_pay,
      return_url: `${origin}/checkout/${pending.trans_ref}`,
    },
  });
  const { payment_url } = (await started.json()) as { payment_url: string };
  await page.goto(payment_url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${pending.trans_ref}$`));
  await expect(
    page.getByText('Payment received. Your transaction is being checked by compliance.'),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Compliance Checking' })).toBeVisible();
});
