import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { DESKTOP_SIZE, PHONE_SIZE, expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { FULL_BROWSER, WITH_SERVICE_WORKER, waitForServiceWorker } from './support/pwa.ts';
import { resetSandbox, signInAs } from './support/session.ts';
import { settled, trackRequests } from './support/settled.ts';

// System notifications: the full browser shows them, the headless shell has none to show.
test.use({ ...WITH_SERVICE_WORKER, ...FULL_BROWSER });

/**
 * Where is my money (issue 13): a transfer moved on by the sandbox (as the provider would) shows
 * as changed on the user's next visit: the first screen counts it, the list marks it, its page
 * marks its timeline step, a system notification says it was collected; the visit after that
 * marks nothing. The list is seen as a phone's cards and a desktop's table, and axe checks each
 * new part at both widths.
 */
interface SandboxTransaction {
  trans_ref: string;
  status: string;
}

async function ukTransactions(request: APIRequestContext): Promise<SandboxTransaction[]> {
  const response = await request.get('/__sandbox/transactions?email=uk.sender%40example.com');
  return ((await response.json()) as { transactions: SandboxTransaction[] }).transactions;
}

async function advance(request: APIRequestContext, ref: string, expected: string): Promise<void> {
  const response = await request.post(`/__sandbox/transactions/${ref}/advance`);
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { transaction: SandboxTransaction }).transaction.status).toBe(expected);
}

/** The notifications the service worker shows now, as title and body. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((notification) => `${notification.title} | ${notification.body}`);
  });
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** A transfer's card on the list as a phone shows it, 360 px wide. */
const cardOf = (target: Page, ref: string) =>
  target.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: ref });

/** What the list says of a transfer: on its card, 360 px wide, then in the table, 1280 px wide. */
async function expectListed(target: Page, ref: string, text: string): Promise<void> {
  await expect(cardOf(target, ref)).toContainText(text);
  await target.setViewportSize(DESKTOP_SIZE);
  await expect(
    target.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: ref }),
  ).toContainText(text);
  await target.setViewportSize(PHONE_SIZE);
}

test('a paid transfer moved on by the sandbox shows as changed on the next visit, with its timeline step', async ({
  page,
  context,
  request,
}) => {
  const all = await ukTransactions(request);
  const paid = all.find((tx) => tx.status === 'AGENT_OK')!.trans_ref;
  const ready = all.find((tx) => tx.status === 'SENT_FOR_PAY')!.trans_ref;

  // A visit: the list as it is, nothing marked; notifications turned on with the button.
  await context.grantPermissions(['notifications']);
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/transactions');
  await expectListed(page, paid, 'Compliance Checking');
  await expect(page.getByText('Updating...')).toHaveCount(0);
  await expect(page.getByText(/since your last visit/)).toHaveCount(0);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(
    page.getByText(
      'Notifications are on: this device tells you when a transfer is collected or needs payment.',
    ),
  ).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.close();

  // Meanwhile the provider moves two transfers on.
  await advance(request, paid, 'SENT_FOR_PAY');
  await advance(request, ready, 'PROCESSED');

  // The next visit: the app opened again, on its first screen.
  const next = await context.newPage();
  trackRequests(next);
  await next.goto('/send-money');
  const note = next.getByRole('status', { name: 'Your transfers' });
  await expect(note).toContainText('2 transfers moved on since your last visit.');
  await expectNoAxeViolationsAtBothWidths(next);
  await expect
    .poll(() => shownNotifications(next))
    .toEqual([`Your transfer was collected | Transfer ${ready} has been collected.`]);

  await note.getByRole('link', { name: 'View transactions' }).click();
  await expect(next).toHaveURL(/\/transactions$/);
  await expectListed(next, paid, 'Awaiting Collection since your last visit');
  await expectListed(next, ready, 'Collected since your last visit');
  await expect(next.getByText(/since your last visit/)).toHaveCount(2);
  await expect(note).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(next);

  // Its page: the timeline's current step is the new one.
  await cardOf(next, paid)
    .getByRole('link', { name: /^View Details/ })
    .click();
  await expect(next.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  const timeline = next.getByRole('region', { name: 'Where is my money' });
  const current = timeline.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Ready for collection');
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Compliance checking' })).toContainText(
    'done',
  );

  // The visit after: nothing moved on since, nothing marked, no note, no new notification.
  await next.goto('/transactions');
  await expectListed(next, ready, 'Collected');
  await expect(next.getByText('Updating...')).toHaveCount(0);
  await expect(next.getByText(/since your last visit/)).toHaveCount(0);
  await next.goto('/send-money');
  await expect(next.getByLabel('Amount to receive (USD)')).toBeVisible();
  await settled(next);
  await expect(next.getByRole('status', { name: 'Your transfers' })).toHaveCount(0);
  expect(await shownNotifications(next)).toHaveLength(1);
});
