import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { WITH_SERVICE_WORKER, waitForServiceWorker } from './support/pwa.ts';
import { readOtp, resetSandbox, signInAs } from './support/session.ts';
import { settled } from './support/settled.ts';
import { chooseSavedBeneficiary } from './support/beneficiary.ts';

interface SandboxRecords {
  count: number;
  sessions: { id: string; state: string }[];
  transactions: { trans_ref: string; status: string; dest_amount: number }[];
}

async function recordsOf(request: APIRequestContext, email: string): Promise<SandboxRecords> {
  const response = await request.get(`/__sandbox/transactions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as SandboxRecords;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Amount to Send: $130 for Family Support (the UK defaults fill the rest), Calculate, Continue. */
async function amountStep(page: Page): Promise<void> {
  await page.goto('/send-money');
  await page.getByLabel('Amount to receive (USD)').fill('130');
  await page.getByLabel(/^Purpose/).selectOption({ label: 'Family Support' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'Your quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Beneficiary Details: the saved Rudo Maria Ncube, Continue. */
async function savedBeneficiaryStep(page: Page): Promise<void> {
  await chooseSavedBeneficiary(page, 'Rudo Maria Ncube');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
}

/** Sender Details (users not yet onboarded): names, date of birth and gender; the mobile is the user's. */
async function senderDetails(
  page: Page,
  sender: { first: string; last: string; dob: string; gender: 'Male' | 'Female' },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sender Details' })).toBeVisible();
  await page.getByLabel(/^First name/).fill(sender.first);
  await page.getByLabel(/^Last name/).fill(sender.last);
  await page.getByLabel(/^Date of birth/).fill(sender.dob);
  await page.getByRole('radio', { name: sender.gender, exact: true }).check();
}

const DECLARATION = 'I agree to the terms and conditions of the service.';

/** Ticks the declaration (by its label, as a finger would). */
async function agree(page: Page): Promise<void> {
  await page.getByText(DECLARATION).click();
  await expect(page.getByRole('checkbox', { name: DECLARATION })).toBeChecked();
}

test(
  'a UK user sends to a saved beneficiary, pays on the payment page and lands on the transaction',
  { tag: '@nginx' },
  async ({ page, request }) => {
    const before = await recordsOf(request, 'uk.sender@example.com');
    await signInAs(page, 'uk.sender@example.com');
    await amountStep(page);
    await savedBeneficiaryStep(page);

    const summary = page.getByRole('region', { name: 'Amounts' });
    await expect(summary.getByText('$130.00')).toBeVisible();
    await expect(summary.getByText('£109.99')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beneficiary and payment' })).toContainText(
      '+263770000101',
    );
    // (axe on this Confirmation, at both widths: send-money-keyboard.spec.ts.)

    // The declaration first.
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(
      page.getByText('You cannot proceed unless you have agreed to the terms and conditions of our service'),
    ).toBeVisible();
    await agree(page);
    await page.getByRole('button', { name: 'Make Payment' }).dblclick();

    // The sandbox's hosted payment page, then back on the transaction (the card method's return URL).
    await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
    await expect(
      page.getByText('Payment received. Your transaction is being checked by compliance.'),
    ).toBeVisible();
    // Moved on from Awaiting Payment.
    await expect(page.getByRole('definition').filter({ hasText: 'Compliance Checking' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);

    const after = await recordsOf(request, 'uk.sender@example.com');
    expect(after.count).toBe(before.count + 1);
    const made = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(page.url()).toMatch(new RegExp(`/transactions/${made?.trans_ref ?? 'none'}$`));
    expect(made?.dest_amount).toBe(130);

    // The flow was cleared: a new one starts empty.
    await page.goto('/send-money');
    await expect(page.getByLabel('Amount to receive (USD)')).toHaveValue('');
  },
);

test('a double click and a reload while confirming make exactly one transaction', async ({
  page,
  request,
}) => {
  const before = await recordsOf(request, 'uk.sender@example.com');
  await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/remitter/transactions/confirm', delayMs: 2_000, times: 1 },
  });
  await signInAs(page, 'uk.sender@example.com');
  await amountStep(page);
  await savedBeneficiaryStep(page);
  await agree(page);

  const confirming = page.waitForRequest((req) => req.url().endsWith('/api/remitter/transactions/confirm'));
  await page.getByRole('button', { name: 'Make Payment' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Processing transaction...' })).toBeAttached();
  await confirming;
  await page.reload();

  // Whether the browser cut the call off as it left (an error the old page saw) or the reloaded page
  // found it begun with no answer, the flow stops at confirm-error and points to Transactions.
  await expect(page.getByText(/not sure whether your transaction went through/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Transactions' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The confirm cut off by the reload still went through on the server: one transaction, one session.
  await expect
    .poll(async () => (await recordsOf(request, 'uk.sender@example.com')).count)
    .toBe(before.count + 1);
  // Every call the reloaded page made is answered: a second confirm would have been counted by now.
  await settled(page);
  const after = await recordsOf(request, 'uk.sender@example.com');
  expect(after.count).toBe(before.count + 1);
  expect(after.sessions).toHaveLength(before.sessions.length + 1);

  await page.getByRole('link', { name: 'View Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});

test('a user not yet onboarded completes Sender Details and sends to a new beneficiary', async ({
  page,
  request,
}) => {
  await signInAs(page, 'uk.new@example.com');
  await amountStep(page);

  await senderDetails(page, { first: 'Grace', last: 'Banda', dob: '1990-05-01', gender: 'Female' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Beneficiary Details' })).toBeVisible();
  await page.getByLabel(/^First name/).fill('Tariro');
  await page.getByLabel(/^Last name/).fill('Moyo');
  await page.getByLabel(/^Mobile number/).fill('771234567');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Beneficiary and payment' })).toContainText('Tariro Moyo');
  await agree(page);
  await page.getByRole('button', { name: 'Make Payment' }).click();

  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  const after = await recordsOf(request, 'uk.new@example.com');
  expect(after.count).toBe(1);
});

test('the known remitter is offered the migration, and migrating logs the user out', async ({
  page,
  request,
}) => {
  await signInAs(page, 'uk.new@example.com');
  await amountStep(page);

  await senderDetails(page, { first: 'Tendai', last: 'Moyo', dob: '1985-04-12', gender: 'Male' });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const migration = page.getByRole('dialog', { name: 'Account Migration' });
  await expect(migration).toBeVisible();
  // The phone on file, masked: only its last 4 digits show.
  await expect(migration).toContainText('0006');
  await expect(migration).not.toContainText('447700900006');
  await expectNoAxeViolations(page);
  await migration.getByRole('button', { name: 'Yes' }).click();

  const otpDialog = page.getByRole('dialog', { name: 'Confirm your account' });
  await expect(otpDialog).toBeVisible();
  await expect(migration).toHaveCount(0);
  const code = otpDialog.getByLabel(/code/i);
  await code.fill('12');
  await otpDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(otpDialog.getByText('Enter valid OTP')).toBeVisible();

  await code.fill(await readOtp(request, '447700900006'));
  await otpDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // The remitter is now the user's: signing in again lands onboarded, with 4 steps (no Sender
  // Details). A phone shows the compact header, a desktop the list: the text holds both.
  await signInAs(page, 'uk.new@example.com');
  await page.goto('/send-money');
  await expect(page.getByRole('navigation', { name: /steps/i })).toContainText('Step 1 of 4');
  await expect(page.getByRole('navigation', { name: /steps/i })).not.toContainText('Sender Details');
});

test.describe('with the service worker', () => {
  test.use(WITH_SERVICE_WORKER);

  test('offline, Calculate and Make Payment wait for the network, and what was typed survives a reload', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'uk.sender@example.com');
    await page.goto('/send-money');
    await page.getByLabel('Amount to receive (USD)').fill('130');
    await page.getByLabel(/^Purpose/).selectOption({ label: 'Family Support' });
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await expect(page.getByText(/calculate the charges/)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Amount to receive (USD)')).toHaveValue('130');
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByRole('region', { name: 'Your quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await savedBeneficiaryStep(page);
    await agree(page);
    await context.setOffline(true);
    await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
    await expect(page.getByText(/make the payment/)).toBeVisible();
  });
});
