import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { FULL_BROWSER, WITH_SERVICE_WORKER, waitForServiceWorker } from './support/pwa.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Watch the rate (beyond the spec): a sender asks to be told when £1 buys $1.30, the market moves
 * (the sandbox's rate control), and the app, opened again, says so: the note beside the alert and
 * one system notification (through the service worker, allowed for this journey). A visitor does
 * the same on the login screen's calculator, and their alert outlives the login screen's logout.
 */
// System notifications: the full browser shows them, the headless shell has none to show.
test.use({ ...WITH_SERVICE_WORKER, ...FULL_BROWSER });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The notifications the service worker shows now, as title and body. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((notification) => `${notification.title} | ${notification.body}`);
  });
}

const NOTE = 'Good news: £1 now buys $1.3100, the rate you asked for.';

test('a UK sender sets an alert on /send-money; the rate moves; the next visit shows the note and notifies', async ({
  page,
  context,
  request,
}) => {
  // Granted beforehand: setting the alert asks, and no prompt may block the journey.
  await context.grantPermissions(['notifications']);
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/send-money');
  const watch = page.getByRole('region', { name: 'Watch the rate' });
  await expect(watch.getByText('Today £1 buys $1.2500.')).toBeVisible();
  await waitForServiceWorker(page);

  await watch.getByLabel('Tell me when £1 buys').fill('1.30');
  await watch.getByRole('button', { name: 'Set alert' }).click();
  await expect(watch.getByText('Alert set: we will tell you when £1 buys $1.3000.')).toBeVisible();
  await expectNoAxeViolations(page);

  const moved = await request.post('/__sandbox/rate', { data: { GBP_TO_USD: 1.31 } });
  expect(moved.ok()).toBe(true);

  await page.reload();
  const note = watch.getByRole('status', { name: 'Rate alert' });
  await expect(note).toHaveText(NOTE);
  await expect(watch.getByText('Alert reached: £1 bought $1.3100 (you asked for $1.3000).')).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([`The rate you asked for | ${NOTE}`]);
  await expectNoAxeViolations(page);

  await note.getByRole('button', { name: 'Dismiss the note' }).click();
  await expect(note).toHaveCount(0);
  await expect(watch.getByText(/^Alert reached/)).toBeVisible();
});

test("a visitor sets an alert on the login screen's calculator; it outlives the reload, and says when the rate comes", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  const watch = page
    .getByRole('region', { name: 'What your family receives' })
    .getByRole('region', { name: 'Watch the rate' });
  await watch.getByLabel('Tell me when £1 buys').fill('1.3');
  await watch.getByRole('button', { name: 'Set alert' }).click();
  await expect(watch.getByText('Alert set: we will tell you when £1 buys $1.3000.')).toBeVisible();

  // Opened again before the market moves: the login screen's logout keeps a visitor's alert.
  await page.reload();
  await expect(watch.getByText('Alert set: we will tell you when £1 buys $1.3000.')).toBeVisible();

  const moved = await request.post('/__sandbox/rate', { data: { GBP_TO_USD: 1.31 } });
  expect(moved.ok()).toBe(true);
  await page.reload();
  await expect(watch.getByRole('status', { name: 'Rate alert' })).toHaveText(NOTE);
});
