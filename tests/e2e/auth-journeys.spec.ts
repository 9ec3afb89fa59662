import { expect, test, type Page } from './support/test.ts';
import { DEMO_PASSWORD, readOtp, signInAs } from './support/session.ts';

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();
}

test('a signed-out visitor is sent to login and, after the code, lands on the page first asked for', async ({
  page,
}) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/\?next=%2Ftransactions$/);

  await logIn(page, 'uk.sender@example.com');
  const code = await readOtp(page.request, '447700900001');
  await page.getByLabel('Verification code').fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid OTP')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'access')).toBeUndefined();

  await page.getByLabel('Verification code').fill(await readOtp(page.request, '447700900001'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const access = (await page.context().cookies()).find((c) => c.name === 'access');
  expect(access?.sameSite).toBe('Strict');
  await openNavigation(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('registering with the code from the sandbox lands on Send Money signed in', async ({ page }) => {
  const national = `7700${String(Date.now()).slice(-6)}`;
  await page.goto('/register');
  await page.getByRole('group', { name: 'Country' }).getByRole('radio', { name: 'United Kingdom' }).check();
  await page.getByLabel('Mobile number').fill(national);
  await page.getByLabel('Email address').fill(`new.${national}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sandbox1');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await readOtp(page.request, `44${national}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/send-money$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send Money' })).toBeVisible();
});

test('a locked account reaches only the allowed pages', async ({ page }) => {
  await signInAs(page, 'locked@example.com');
  await page.goto('/send-money');
  await expect(page).toHaveURL(/\/account-locked$/);
  await expect(page.getByText('Your account was upgraded successfully')).toBeVisible();
  await expect(page.getByText(/Your account has been blocked/)).toBeVisible();
  for (const name of [
    'View Profile',
    'Update Profile',
    'View Transactions',
    'Change Password',
    'View Beneficiaries',
  ]) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  }
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
});

test('logout leaves no cookie and nothing of the user in IndexedDB or storage', async ({ page }) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // The rows the list cached of the user's, once written.
  await expect.poll(() => personalRows(page)).toBeGreaterThan(0);

  await openNavigation(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  expect((await page.context().cookies()).find((c) => c.name === 'access')).toBeUndefined();
  expect(await personalRows(page)).toBe(0);
  expect(await page.evaluate(() => [localStorage.getItem('session-user'), sessionStorage.length])).toEqual([
    null,
    0,
  ]);
});

test('the browser closed while signed in: the next start removes what the session left, on whatever page it opens', async ({
  page,
}) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect.poll(() => personalRows(page)).toBeGreaterThan(0);
  // The session cookie ends with the browser; the stored user and the cached rows stay behind.
  await page.context().clearCookies();
  expect(await page.evaluate(() => localStorage.getItem('session-user'))).not.toBeNull();

  // Back on a page every visitor may open (not the login screen, whose logout clears all anyway).
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  expect(await personalRows(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('session-user'))).toBeNull();
});

/** On a phone the navigation sits behind the Menu button; open it as a user would. */
async function openNavigation(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
}

/**
 * Rows in the app's IndexedDB (every one belongs to a user: the public UI options are in local
 * storage). Read through a connection of its own, which steps aside when the app upgrades or
 * deletes the database; any error rejects (a throw inside an IndexedDB callback would leave the
 * promise pending until the test's limit).
 */
async function personalRows(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'sender-portal')) return 0;
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const request = indexedDB.open('sender-portal');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
      request.onblocked = () => reject(new Error('open blocked'));
    });
    db.onversionchange = () => db.close();
    try {
      const stores = Array.from(db.objectStoreNames);
      if (stores.length === 0) return 0;
      const tx = db.transaction(stores);
      const counts = stores.map(
        (store) =>
          new Promise<number>((resolve, reject) => {
            const request = tx.objectStore(store).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error ?? new Error('count failed'));
          }),
      );
      return (await Promise.all(counts)).reduce((sum, count) => sum + count, 0);
    } finally {
      db.close();
    }
  });
}
