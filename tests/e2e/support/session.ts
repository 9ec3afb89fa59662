import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Sandbox1';

/** The latest one-time code the sandbox sent to a number (digits only). */
export async function readOtp(request: APIRequestContext, mobileDigits: string): Promise<string> {
  const response = await request.get(`/__sandbox/otp?mobile=${mobileDigits}`);
  if (!response.ok()) throw new Error(`no code was sent to ${mobileDigits}`);
  return ((await response.json()) as { code: string }).code;
}

/**
 * Signs a demo account in the way the app does after the code verifies (the `access` cookie
 * and the stored user), for journeys whose subject is not the login itself.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/remitter/auth/login', {
    data: { type: 'email', email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login of ${email} failed: ${response.status()}`);
  const { result } = (await response.json()) as { result: { token: string; user: unknown } };
  // The origin the request went to: the project's (full or strict-contract) sandbox.
  await setSession(page.context(), result.token, new URL(response.url()).origin);
  // Local storage needs a page of the app's origin; the version file is one that runs no script.
  await page.goto('/meta.json');
  await page.evaluate((user) => localStorage.setItem('session-user', JSON.stringify(user)), result.user);
}

async function setSession(context: BrowserContext, token: string, origin: string): Promise<void> {
  await context.addCookies([
    { name: 'access', value: encodeURIComponent(token), url: origin, sameSite: 'Strict' },
  ]);
}

/** Clears the sandbox's faults and reseeds its demo data between journeys. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await request.post('/__sandbox/reset');
}
