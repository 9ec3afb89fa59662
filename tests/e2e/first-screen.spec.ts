import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, signInAs } from './support/session.ts';

/**
 * The first screen appears whole (src/app/router.tsx): its layouts and page load side by side and
 * render together, so the page never shows a loading spinner inside the layout and nothing jumps
 * as pieces arrive. Before any script runs, the HTML paints the boot screen.
 */
test('the login screen appears whole, after the boot screen, with no spinner inside the layout', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { firstScreenLog: string[] }).firstScreenLog = seen;
    new MutationObserver(() => {
      // While the parser still streams the HTML in, a <main> may have arrived before its heading:
      // that is the network, not the app. From the end of parsing on (the app's scripts run after
      // it), every render is checked.
      if (document.readyState === 'loading') return;
      if (document.querySelector('main [aria-label="Loading"]')) seen.push('spinner in main');
      if (document.querySelector('main') && !document.querySelector('main h1'))
        seen.push('layout without page');
    }).observe(document, { childList: true, subtree: true });
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('class="boot"');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstScreenLog: string[] }).firstScreenLog),
  ).toEqual([]);
});

test.describe('before any script has loaded (a slow link)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  for (const path of ['/', '/login']) {
    test(`${path} paints the login screen from the HTML, a form one can already type in`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await page.getByLabel(/^Email address/).fill('uk.sender@example.com');
      await expect(page.getByLabel(/^Email address/)).toHaveValue('uk.sender@example.com');
      await expect(page.locator('[inert]')).toHaveCount(0);
    });
  }

  test('Login pressed before the code arrives sends nothing: the password never goes into the address', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    await page.goto('/');
    // What became of the submission, seen after the form's own listeners (a window listener runs last).
    await page.evaluate(() =>
      window.addEventListener('submit', (event) => {
        (window as unknown as { submitPrevented: boolean }).submitPrevented = event.defaultPrevented;
      }),
    );
    await page.getByLabel(/^Email address/).fill('uk.sender@example.com');
    await page.getByLabel(/^Password/).fill('Passw0rd!');
    await page.getByLabel(/^Password/).press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { submitPrevented?: boolean }).submitPrevented))
      .toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel(/^Password/)).toHaveValue('Passw0rd!');
    expect(page.url()).not.toContain('Passw0rd');
    expect(sent.filter((url) => url.includes('Passw0rd'))).toEqual([]);
  });

  test('other routes paint the boot screen', async ({ page }) => {
    await page.goto('/transactions');
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeHidden();
  });
});

/**
 * Records what a failed hydration leaves: React throws a mismatch between the HTML and the first
 * render (error #418), then renders afresh, and whatever was typed is gone.
 */
function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error|mismatch/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/** Waits until the login form is the app's: its Show button works (a click before does nothing). */
async function waitUntilLive(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible({ timeout: 500 });
  }).toPass();
}

test('the app hydrates the login screen the HTML painted: what was typed before the code arrived stays', async ({
  page,
}) => {
  const errors = recordHydrationErrors(page);
  // The app's code waits until the user has typed: the form they typed in must become the app's.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel(/^Email address/).fill('uk.sender@example.com');
  release();
  await waitUntilLive(page);
  expect(errors).toEqual([]);
  await expect(page.getByLabel(/^Email address/)).toHaveValue('uk.sender@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toHaveCount(1);
});

test('Login pressed before the app is ready is sent once it is, once', async ({ page }) => {
  const errors = recordHydrationErrors(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remitter/auth/login')) logins.push(request.method());
  });
  // The app's code arrives only after the user has pressed Login (twice: an impatient thumb).
  let release: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await pressed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel(/^Email address/).fill('uk.sender@example.com');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel(/^Password/).press('Enter');
  expect(logins).toEqual([]);
  release();
  await expect(page.getByText(/We sent a 4-digit code to your mobile number ending in/)).toBeVisible();
  expect(logins).toEqual(['POST']);
  expect(page.url()).not.toContain(DEMO_PASSWORD);
  expect(errors).toEqual([]);
});

test('it hydrates on a desktop screen, with the UI options cached, and signed in (opening it logs out)', async ({
  page,
}) => {
  const errors = recordHydrationErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitUntilLive(page);
  // The rate calculator shows once the UI options are there: after hydration, not in the HTML.
  await expect(page.getByRole('heading', { name: 'Download Our Mobile App' })).toBeVisible();
  await page.reload();
  await waitUntilLive(page);
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/login');
  await waitUntilLive(page);
  expect(errors).toEqual([]);
});

test('a chunk a new deploy removed: the page reloads once onto what the server has, then shows it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // From now on the Sign Up page's script is gone (404), as after a deploy that replaced the build
  // while this tab was open; the reload finds it. Only that one: a script the login screen still
  // loads after its first paint is not what this journey is about.
  const missing: string[] = [];
  await page.route(/\/assets\/register-page-[\w-]+\.js$/, (route) => {
    if (missing.length > 0) return route.continue();
    missing.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
  });
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads += 1;
  });
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  expect(missing).toHaveLength(1);
  // One reload (the client-side move to /register, then the reload), and the chunk noted so a
  // chunk still missing after it goes to the error screen instead of looping.
  expect(loads).toBe(2);
  const noted = await page.evaluate(() => sessionStorage.getItem('chunk-reloaded-for'));
  expect(noted).toContain(missing[0]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
