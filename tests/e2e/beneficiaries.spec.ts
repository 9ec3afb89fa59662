import { expect, test, type Page } from './support/test.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Beneficiaries in a browser against the strict-contract sandbox (who is paid is part of moving
 * money): add a Zimbabwe beneficiary, then fix its name under the 2-character rule, on a phone.
 */

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const LIMIT_FIRST = 'You can only change a maximum of 2 characters from the original first name';

/** The phone's cards: one per beneficiary, named by its heading. */
const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Beneficiaries' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('a UK sender adds a beneficiary, fixes a typo in the name under the 2-character rule, and the list shows it', async ({
  page,
}) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/beneficiaries');
  await expect(card(page, 'Rudo Maria Ncube')).toBeVisible();

  await page.getByRole('link', { name: 'Add New Beneficiary' }).click();
  await expect(page).toHaveURL(/\/beneficiaries\/new$/);
  await page.getByLabel(/^First name/).fill('Tarirp');
  await page.getByLabel(/^Last name/).fill('Moyo');
  await page.getByLabel(/^Mobile number/).fill('0771234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Phone number should have numbers only and does not accept spaces. Should not start with a zero',
    ),
  ).toBeVisible();
  await page.getByLabel(/^Mobile number/).fill('771234567');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/beneficiaries$/);
  await expect(page.getByText('Tarirp Moyo was added to your beneficiaries.')).toBeVisible();
  await expect(card(page, 'Tarirp Moyo')).toContainText('+263771234567');

  // The typo: 'Tarirp' should be 'Tariro'. A whole new name is refused; the fix goes through.
  await card(page, 'Tarirp Moyo').getByRole('link', { name: 'Update Tarirp Moyo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Beneficiary' })).toBeVisible();
  const first = page.getByRole('textbox', { name: 'First name' });
  await expect(first).toHaveValue('Tarirp');
  await expect(page.getByRole('textbox', { name: 'Mobile' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await first.fill('Tendai');
  await expect(page.getByText(LIMIT_FIRST)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await first.fill('Tariro');
  await expect(page.getByText(LIMIT_FIRST)).toHaveCount(0);
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(/\/beneficiaries$/);
  await expect(page.getByText('Tariro Moyo was updated.')).toBeVisible();
  await expect(card(page, 'Tariro Moyo')).toBeVisible();
  await expect(card(page, 'Tarirp Moyo')).toHaveCount(0);

  // The server has it: a reload (cache first, then the server's list) still shows the fix.
  await page.reload();
  await expect(page.getByText('Updating...')).toHaveCount(0);
  await expect(card(page, 'Tariro Moyo')).toBeVisible();
  await expect(card(page, 'Tarirp Moyo')).toHaveCount(0);
});

test("an SA sender corrects a bank beneficiary's account number by 2 digits, not 3", async ({ page }) => {
  await signInAs(page, 'sa.sender@example.com');
  await page.goto('/beneficiaries');
  await card(page, 'Chinedu Emeka Okafor').getByRole('link', { name: 'Update Chinedu Emeka Okafor' }).click();
  const account = page.getByRole('textbox', { name: 'Account number' });
  await expect(account).toHaveValue('0000123456');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('Nigeria');
  await account.fill('1110123456');
  await expect(
    page.getByText('You can only change a maximum of 2 characters from the original account number'),
  ).toBeVisible();
  await account.fill('000012345x');
  await expect(page.getByText('Account number must contain only digits')).toBeVisible();
  await account.fill('0000123465');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/beneficiaries$/);
  await expect(page.getByText('Chinedu Emeka Okafor was updated.')).toBeVisible();

  await card(page, 'Chinedu Emeka Okafor').getByRole('link', { name: 'Update Chinedu Emeka Okafor' }).click();
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('0000123465');
});
