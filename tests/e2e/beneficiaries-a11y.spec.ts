import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Updating...')).toHaveCount(0);
  await settled(page);
}

test.describe(`beneficiaries: axe finds no WCAG 2.1 AA violations (360 and 1280 px wide)`, () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  // One journey per account, a step per screen (the HTTP cache warm between them). The forms'
  // messages are their own, before any call: nothing is saved, so no screen changes the next.
  test("an SA sender: the list, the add form's messages, the country choice, a bank beneficiary's update with a message", async ({
    page,
  }) => {
    // It covers the two tests of this account that it replaced: their limits added up.
    test.setTimeout(test.info().timeout * 2);
    await signInAs(page, 'sa.sender@example.com');
    await test.step('the list', async () => {
      await page.goto('/beneficiaries');
      await settle(page);
      await expect(page.getByRole('link', { name: 'Update Chinedu Emeka Okafor' })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('the add form with its messages', async () => {
      await page.goto('/beneficiaries/new');
      await settle(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('First Name is required')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('the country choice on /add-beneficiary', async () => {
      await page.goto('/add-beneficiary');
      await settle(page);
      await expect(page.getByRole('radio', { name: 'Zimbabwe' })).toBeChecked();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step("a bank beneficiary's update with a message", async () => {
      await page.goto('/beneficiaries');
      await settle(page);
      await page.getByRole('link', { name: 'Update Chinedu Emeka Okafor' }).click();
      await settle(page);
      await page.getByRole('textbox', { name: 'Account number' }).fill('1110123456');
      await expect(page.getByText(/maximum of 2 characters from the original account number/)).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
  });

  test('a UK sender with no beneficiaries, and /add-beneficiary', async ({ page }) => {
    await test.step('the empty list (UK, no beneficiaries)', async () => {
      await signInAs(page, 'uk.new@example.com');
      await page.goto('/beneficiaries');
      await settle(page);
      await expect(page.getByText('No Beneficiaries Found!')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('/add-beneficiary (UK sender)', async () => {
      await signInAs(page, 'uk.sender@example.com');
      await page.goto('/add-beneficiary');
      await settle(page);
      await expect(page.getByLabel(/^Mobile number/)).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
  });
});
