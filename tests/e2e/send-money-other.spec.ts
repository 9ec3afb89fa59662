import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolationsAtBothWidths as axeBothSizes } from './support/axe.ts';
import { resetSandbox, signInAs } from './support/session.ts';
import { chooseSavedBeneficiary } from './support/beneficiary.ts';

/** Sending to other countries (issue 11), against the strict-contract sandbox. */

interface SandboxRecords {
  count: number;
  sessions: { id: string; state: string }[];
  transactions: { trans_ref: string; status: string; dest_amount: number; remitt_pay: number }[];
}

const SA_SENDER = 'sa.sender@example.com';

async function recordsOf(request: APIRequestContext, email = SA_SENDER): Promise<SandboxRecords> {
  const response = await request.get(`/__sandbox/transactions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as SandboxRecords;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** An SA sender lands on the country page and chooses a country. */
async function chooseCountry(page: Page, country: string): Promise<void> {
  await signInAs(page, SA_SENDER);
  await page.goto('/send-money');
  await expect(page).toHaveURL(/\/country-selection$/);
  await page.getByRole('button', { name: new RegExp(country) }).click();
  await expect(page).toHaveURL(/\/send-money-other$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Amount & Delivery' })).toBeVisible();
}

/** Amount & Delivery: the amount to receive, Pay Online, Gift; Get Charges; Continue. */
async function amountStep(page: Page, amount: string): Promise<void> {
  const currency = page.getByLabel(/^Receiving currency/);
  await expect(currency).not.toHaveValue('');
  await page.getByLabel(/^Amount to receive/).fill(amount);
  await page.getByLabel(/^Payment method/).selectOption({ label: 'Pay Online' });
  await page.getByLabel(/^Purpose/).selectOption({ label: 'Gift' });
  await page.getByRole('button', { name: 'Get Charges' }).click();
  await expect(page.getByRole('region', { name: 'Your charges' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Beneficiary Details' })).toBeVisible();
}

const DECLARATION = 'I agree to the terms and conditions of the service.';

async function agree(page: Page): Promise<void> {
  await page.getByText(DECLARATION).click();
  await expect(page.getByRole('checkbox', { name: DECLARATION })).toBeChecked();
}

test('the country page: Zimbabwe first, the partner corridors (never ZW or ZA), flags and badges; axe', async ({
  page,
}) => {
  await signInAs(page, SA_SENDER);
  await page.goto('/send-money');
  await expect(page).toHaveURL(/\/country-selection$/);
  const cards = page.getByRole('list', { name: 'Countries' }).getByRole('button');
  await expect(cards.first()).toContainText('Zimbabwe');
  await expect(page.getByRole('button', { name: /Kenya/ })).toContainText('Mobile Wallet');
  await expect(page.getByRole('button', { name: /Nigeria/ })).toContainText('Bank Transfer');
  await expect(page.getByRole('button', { name: /South Africa/ })).toHaveCount(0);
  // The long name is cut on the card, whole for screen readers and on hover.
  const congo = page.getByRole('button', { name: /Democratic Republic of the Congo/ });
  await expect(congo).toContainText('Democratic Repu...');
  await expect(congo).toHaveAttribute('title', 'Democratic Republic of the Congo');
  await expect(page.getByRole('navigation', { name: 'Send money steps' })).toContainText(
    'Select Destination',
  );
  // Flags are bundled: each card's image loads from this origin.
  await expect(page.locator('img[src^="data:image/svg"], img[src^="/assets/"]').first()).toBeAttached();
  await axeBothSizes(page);

  // The choice survives a reload for the session; Zimbabwe goes to /send-money.
  await page.getByRole('button', { name: /Zimbabwe/ }).click();
  await expect(page).toHaveURL(/\/send-money$/);
  await page.reload();
  await expect(page).toHaveURL(/\/send-money$/);
  await page.getByRole('link', { name: 'Send to another country' }).click();
  await expect(page).toHaveURL(/\/country-selection$/);
});

test('an SA sender sends to a wallet country, adding a beneficiary verified by mobile, and pays', async ({
  page,
  request,
}) => {
  const before = await recordsOf(request);
  await chooseCountry(page, 'Mozambique');
  await expect(page.getByRole('radio', { name: /Mobile Wallet/ })).toBeChecked();
  await axeBothSizes(page);
  await amountStep(page, '3500'); // (axe on the step with its charges: send-money-keyboard.spec.ts)

  await expect(page.getByText('No beneficiaries found for Mozambique')).toBeVisible();
  await page.getByRole('button', { name: 'Add Mozambique Beneficiary' }).click();
  await page.getByLabel(/^First name/).fill('Lucia');
  await page.getByLabel(/^Last name/).fill('Machava');
  await page.getByLabel(/^Mobile number/).fill('+258841234567');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await axeBothSizes(page);
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText('Lucia Machava');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByText('Charges received successfully!')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Transaction summary' });
  await expect(summary).toContainText('MZN 3,500.00');
  await expect(summary).toContainText('R1,050.00');
  // (axe on Confirmation at both widths: send-money-keyboard.spec.ts)
  await agree(page);
  await page.getByRole('button', { name: 'Make Payment' }).click();

  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/(checkout|transactions)\/[\w-]+$/);
  const after = await recordsOf(request);
  expect(after.count).toBe(before.count + 1);
  const made = after.transactions.find((t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref));
  expect(made).toMatchObject({ dest_amount: 3500, remitt_pay: 1050 });
});

test('an SA sender sends to a bank country with a saved beneficiary', async ({ page, request }) => {
  const before = await recordsOf(request);
  await chooseCountry(page, 'Nigeria');
  await expect(page.getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();
  await amountStep(page, '85000');
  await chooseSavedBeneficiary(page, 'Chinedu Emeka Okafor');
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText('0000123456');
  await axeBothSizes(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Charges received successfully!')).toBeVisible();
  await agree(page);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  expect((await recordsOf(request)).count).toBe(before.count + 1);
});

test('a mobile that fails verification shows its text and clears the mobile only', async ({ page }) => {
  await chooseCountry(page, 'Kenya');
  await amountStep(page, '7100');
  await page.getByRole('button', { name: 'Add Kenya Beneficiary' }).click();
  await page.getByLabel(/^First name/).fill('Wanjiru');
  await page.getByLabel(/^Last name/).fill('Kamau');
  await page.getByLabel(/^Mobile number/).fill('+254710000000');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByText('The mobile number is not registered for a mobile wallet.')).toBeVisible();
  await expect(page.getByLabel(/^Mobile number/)).toHaveValue('');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Wanjiru');
  await expect(page.getByRole('button', { name: 'Add Beneficiary' })).toBeEnabled();
  await axeBothSizes(page);
});

test('a reload on Confirmation, then a double click on Make Payment, make one transaction', async ({
  page,
  request,
}) => {
  const before = await recordsOf(request);
  await chooseCountry(page, 'Kenya');
  await amountStep(page, '7100');
  await chooseSavedBeneficiary(page, 'Achieng Otieno');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Charges received successfully!')).toBeVisible();
  const sessions = (await recordsOf(request)).sessions.length;

  await page.reload();
  await expect(page.getByText('Charges received successfully!')).toBeVisible();
  expect((await recordsOf(request)).sessions).toHaveLength(sessions);

  await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/remitter/transactions/confirm', delayMs: 1_500, times: 1 },
  });
  await agree(page);
  await page.getByRole('button', { name: 'Make Payment' }).dblclick();
  await expect(page.getByText('Processing Transaction...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  const after = await recordsOf(request);
  expect(after.count).toBe(before.count + 1);
  expect(after.sessions).toHaveLength(sessions);
});

test('a reload while confirming never confirms twice: the retry finds the transaction it made', async ({
  page,
  request,
}) => {
  const before = await recordsOf(request);
  await chooseCountry(page, 'Kenya');
  await amountStep(page, '7100');
  await chooseSavedBeneficiary(page, 'Achieng Otieno');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Charges received successfully!')).toBeVisible();
  await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/api/remitter/transactions/confirm', delayMs: 2_000, times: 1 },
  });
  await agree(page);
  const confirming = page.waitForRequest((req) => req.url().endsWith('/api/remitter/transactions/confirm'));
  await page.getByRole('button', { name: 'Make Payment' }).dblclick();
  await confirming;
  await page.reload();

  await expect(page.getByText(/may have gone through/)).toBeVisible();
  await expect.poll(async () => (await recordsOf(request)).count, { timeout: 10_000 }).toBe(before.count + 1);
  await axeBothSizes(page);
  await agree(page);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  // The server refuses a second confirm; the transaction the first made is found and opened.
  await expect(page).toHaveURL(/\/transactions\/KE\d+$/);
  expect((await recordsOf(request)).count).toBe(before.count + 1);
});
