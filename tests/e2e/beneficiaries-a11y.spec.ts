import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

const VIEWPORTS = [
  { label: 'phone 360x740', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { label: 'desktop 1280x800', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Updating...')).toHaveCount(0);
  await settled(page);
}

for (const { label, ...device } of VIEWPORTS) {
  test.describe(`beneficiaries: axe finds no WCAG 2.1 AA violations (${label})`, () => {
    test.use(device);

    test.beforeEach(async ({ request }) => {
      await resetSandbox(request);
    });

    test('the list, and the messages of the add form', async ({ page }) => {
      await signInAs(page, 'sa.sender@example.com');
      await page.goto('/beneficiaries');
      await settle(page);
      await expect(page.getByRole('link', { name: 'Update Chinedu Emeka Okafor' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/beneficiaries/new');
      await settle(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('First Name is required')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("an SA sender's country choice, and a bank beneficiary's update with a message", async ({
      page,
    }) => {
      await signInAs(page, 'sa.sender@example.com');
      await page.goto('/add-beneficiary');
      await settle(page);
      await expect(page.getByRole('radio', { name: 'Zimbabwe' })).toBeChecked();
      await expectNoAxeViolations(page);

      await page.goto('/beneficiaries');
      await settle(page);
      await page.getByRole('link', { name: 'Update Chinedu Emeka Okafor' }).click();
      await settle(page);
      await page.getByRole('textbox', { name: 'Account number' }).fill('1110123456');
      await expect(page.getByText(/maximum of 2 characters from the original account number/)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a UK sender with no beneficiaries, and /add-beneficiary', async ({ page }) => {
      await signInAs(page, 'uk.new@example.com');
      await page.goto('/beneficiaries');
      await settle(page);
      await expect(page.getByText('No Beneficiaries Found!')).toBeVisible();
      await expectNoAxeViolations(page);

      await signInAs(page, 'uk.sender@example.com');
      await page.goto('/add-beneficiary');
      await settle(page);
      await expect(page.getByLabel(/^Mobile number/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
