import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { mobileOf, PASSWORD } from './accounts.ts';
import { PHONE } from './devices.ts';
import { QUIET_MS, trackQuiet } from './quiet.ts';

const TIMEOUT_MS = 30_000;

/** The latest login code the sandbox sent to a mobile (digits). */
async function latestCode(baseUrl: string, mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}/__sandbox/otp?mobile=${mobile}`);
  if (!response.ok) throw new Error(`No code was sent to ${mobile} (${response.status}).`);
  return ((await response.json()) as { code: string }).code;
}

/**
 * Signs `email` in through the login form, as a person would: email and password, then the code
 * the sandbox sent by SMS. Resolves once the app has left the login page (on /send-money unless
 * it was asked for another page); returns where it landed.
 */
export async function signInThroughUi(page: Page, baseUrl: string, email: string): Promise<string> {
  await page.goto(`${baseUrl}/`);
  // The login screen the HTML paints ignores Login until the app has hydrated it (index.html's
  // script keeps the bare form from sending anything): Show password answers once it has.
  await expect(async () => {
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Hide password' }).waitFor({ timeout: 500 });
  }).toPass({ timeout: TIMEOUT_MS });
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await step(page, `${email}: the code step`, () =>
    page.getByRole('heading', { name: 'Enter your login code' }).waitFor({ timeout: TIMEOUT_MS }),
  );
  await page.getByLabel('Verification code').fill(await latestCode(baseUrl, mobileOf(email)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await step(page, `${email}: leaving the login page`, () =>
    page.waitForURL((url) => url.pathname !== '/', { timeout: TIMEOUT_MS }),
  );
  return new URL(page.url()).pathname;
}

/** Runs a step of the sign-in; when it fails, says which, and what the page's alerts said. */
async function step(page: Page, what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error: unknown) {
    const alerts = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    const said = alerts.map((text) => text.trim()).filter(Boolean);
    throw new Error(
      `Sign-in failed at ${what}${said.length ? ` (the page says: ${said.join(' / ')})` : ''}`,
      {
        cause: error,
      },
    );
  }
}

export type SignedInStorage = NonNullable<BrowserContextOptions['storageState']>;

/**
 * Signs in through the UI in a fresh phone-sized context and returns what the browser keeps of
 * the session (the cookie and local storage, with the public UI options, not the read cache in
 * IndexedDB), so later contexts start signed in with no personal data cached.
 */
export async function signedInStorage(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<SignedInStorage> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const quiet = trackQuiet(page);
    await signInThroughUi(page, baseUrl, email);
    await quiet(QUIET_MS);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
