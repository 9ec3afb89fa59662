import { expect, test, type Browser, type Page } from './support/test.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { DEMO_PASSWORD, readOtp, resetSandbox, signInAs } from './support/session.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const passwordInput = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}`), { exact: false });

/** Signs in through the login screen with a password and the code the sandbox texted. */
async function logIn(page: Page, email: string, password: string, mobile: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await readOtp(page.request, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a sender changes the password and signs in with the new one', async ({ page }) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/change-password');
  await expect(
    page.getByText('Please fill in all mandatory fields marked with an asterisk (*).'),
  ).toBeVisible();

  await passwordInput(page, 'Current password').fill('NotMine1');
  await passwordInput(page, 'New password').fill('Changed22');
  await passwordInput(page, 'Confirm new password').fill('Changed23');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Both passwords need to be the same')).toBeVisible();

  await passwordInput(page, 'Confirm new password').fill('Changed22');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();

  await passwordInput(page, 'Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password Changed Successfully' })).toBeFocused();

  // The old password no longer signs in; the new one does (the login screen logs out first).
  const old = await page.request.post('/api/remitter/auth/login', {
    data: { type: 'email', email: 'uk.sender@example.com', password: DEMO_PASSWORD },
  });
  expect(old.ok()).toBe(false);
  await logIn(page, 'uk.sender@example.com', 'Changed22', '447700900001');
  await expect(page).toHaveURL(/\/send-money$/);
});

/** A signed-out phone in a fresh context that opens the link a friend sent. */
async function friendsPhone(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test('a sender shares the sign-up link; the friend who opens it registers and Sender Details carries the code', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/share');
  await expect(
    page.getByRole('heading', { level: 2, name: 'One free remit transaction for both friends' }),
  ).toBeVisible();
  const code = (await page
    .getByText('Your referral code')
    .locator('xpath=following-sibling::dd')
    .textContent())!.trim();
  expect(code).toMatch(/^\S+$/);
  const link = await page.getByRole('textbox', { name: 'Your sign-up link' }).inputValue();
  expect(link).toBe(new URL(`/register?ref=${code}`, page.url()).href);
  await expect(page.getByRole('img', { name: 'QR code of your sign-up link' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const friend = await friendsPhone(browser, link);
  const invited = friend.getByText(
    `Invited by a friend: your referral code ${code} is kept for your first transfer.`,
  );
  await expect(invited).toBeVisible();
  // a look at the login screen first (it logs out) keeps the visitor's code
  await friend.getByRole('link', { name: 'Log in' }).click();
  await expect(friend.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await friend.getByRole('link', { name: 'Sign up' }).click();
  await expect(friend).toHaveURL(/\/register$/);
  await expect(invited).toBeVisible();
  const national = `7700${String(Date.now()).slice(-6)}`;
  await friend.getByRole('group', { name: 'Country' }).getByRole('radio', { name: 'United Kingdom' }).check();
  await friend.getByLabel('Mobile number').fill(national);
  await friend.getByLabel('Email address').fill(`friend.${national}@example.com`);
  await friend.getByRole('textbox', { name: 'Password', exact: true }).fill('Sandbox1');
  await friend.getByRole('button', { name: 'Sign Up' }).click();
  await friend.getByLabel('Verification code').fill(await readOtp(friend.request, `44${national}`));
  await friend.getByRole('button', { name: 'Verify' }).click();
  await expect(friend).toHaveURL(/\/send-money$/);

  await friend.getByLabel('Amount to receive (USD)').fill('130');
  await friend.getByLabel(/^Purpose/).selectOption({ label: 'Family Support' });
  await friend.getByRole('button', { name: 'Calculate' }).click();
  await expect(friend.getByRole('region', { name: 'Your quote' })).toBeVisible();
  await friend.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(friend.getByRole('heading', { name: 'Sender Details' })).toBeVisible();
  await expect(friend.getByLabel(/^Referral code/)).toHaveValue(code);
  await friend.context().close();
});

test.describe(`change password and share: axe finds no WCAG 2.1 AA violations (360 and 1280 px wide)`, () => {
  // One journey, a step per screen (the HTTP cache warm between them): the UK sender's two
  // screens, then the new sender's /share. The password form's messages are its own, before any
  // call: nothing is changed.
  test('/change-password with its messages, /share with a code, and without one', async ({ page }) => {
    // It covers the two tests it replaced: their limits added up.
    test.setTimeout(test.info().timeout * 2);
    await signInAs(page, 'uk.sender@example.com');
    await test.step('/change-password with its messages', async () => {
      await page.goto('/change-password');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Password is required').first()).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('/share with a code', async () => {
      await page.goto('/share');
      await expect(page.getByRole('img', { name: 'QR code of your sign-up link' })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });

    await test.step('/share without a code (a new sender)', async () => {
      await signInAs(page, 'uk.new@example.com');
      await page.goto('/share');
      await expect(page.getByText(/^Your referral code comes with your first transfer/)).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
  });
});
