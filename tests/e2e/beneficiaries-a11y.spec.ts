import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolationsOnEach } from './support/axe.ts';
import { contentSettled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/** Opens a page and waits for its content. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await contentSettled(page);
}

test.describe(`beneficiaries: axe finds no WCAG 2.1 AA violations (360 and 1280 px wide)`, () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  // One journey per account, a step per screen. The forms' messages are their own, before any
  // call: nothing is saved, so no screen changes the next.
  test("an SA sender: the list, the add form's messages, the country choice, a bank beneficiary's update with a message", async ({
    page,
  }) => {
    await signInAs(page, 'sa.sender@example.com');
    await expectNoAxeViolationsOnEach(page, [
      {
        name: 'the list',
        show: async () => {
          await open(page, '/beneficiaries');
          await expect(page.getByRole('link', { name: 'Update Chinedu Emeka Okafor' })).toBeVisible();
        },
      },
      {
        name: 'the add form with its messages',
        show: async () => {
          await open(page, '/beneficiaries/new');
          await page.getByRole('button', { name: 'Save' }).click();
          await expect(page.getByText('First Name is required')).toBeVisible();
        },
      },
      {
        name: 'the country choice on /add-beneficiary',
        show: async () => {
          await open(page, '/add-beneficiary');
          await expect(page.getByRole('radio', { name: 'Zimbabwe' })).toBeChecked();
        },
      },
      {
        name: "a bank beneficiary's update with a message",
        show: async () => {
          await open(page, '/beneficiaries');
          await page.getByRole('link', { name: 'Update Chinedu Emeka Okafor' }).click();
          await contentSettled(page);
          await page.getByRole('textbox', { name: 'Account number' }).fill('1110123456');
          await expect(
            page.getByText(/maximum of 2 characters from the original account number/),
          ).toBeVisible();
        },
      },
    ]);
  });

  test('a UK sender with no beneficiaries, and /add-beneficiary', async ({ page }) => {
    await expectNoAxeViolationsOnEach(page, [
      {
        name: 'the empty list (UK, no beneficiaries)',
        show: async () => {
          await signInAs(page, 'uk.new@example.com');
          await open(page, '/beneficiaries');
          await expect(page.getByText('No Beneficiaries Found!')).toBeVisible();
        },
      },
      {
        name: '/add-beneficiary (UK sender)',
        show: async () => {
          await signInAs(page, 'uk.sender@example.com');
          await open(page, '/add-beneficiary');
          await expect(page.getByLabel(/^Mobile number/)).toBeVisible();
        },
      },
    ]);
  });
});
