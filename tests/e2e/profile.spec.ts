import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations, expectNoAxeViolationsOnEach } from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';
import { hasExif, photoWithExif } from './support/photo.ts';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a profile update through Proceed: the postcode finds the address, a new ID photo goes without its EXIF data, /profile shows it with the banner', async ({
  page,
  request,
}) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/profile');
  await expect(page.getByRole('tabpanel')).toContainText('Carter');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Amelia');

  await page.getByLabel(/^Post code/).fill('M1 1AE');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel(/Choose your address/).selectOption({ label: '3 Sample Street, Unit 4, Manchester' });
  await expect(page.getByLabel(/^City/)).toHaveValue('Manchester');
  await page.getByLabel(/^Middle name/).fill('Jane');
  // A new ID photo, small, with the phone's GPS position in its EXIF data.
  const photo = await photoWithExif(page);
  expect(hasExif(photo)).toBe(true);
  expect(photo.length).toBeLessThan(1024 * 1024);
  await page
    .getByLabel(/^New ID document/)
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'id-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Preview of id-photo.jpg' })).toBeVisible();

  await page.getByRole('button', { name: 'Update' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Are you sure you want proceed?' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  // The server received the photo drawn again: a JPEG without its EXIF data.
  const { files } = (await (await request.get('/__sandbox/files?email=uk.sender@example.com')).json()) as {
    files: { field: string; filename: string; mime: string; data: string }[];
  };
  const sent = files.find((file) => file.field === 'id1');
  expect(sent).toMatchObject({ filename: 'id-photo.jpg', mime: 'image/jpeg' });
  const bytes = Buffer.from(sent?.data ?? '', 'base64');
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(hasExif(bytes)).toBe(false);
  await expect(page.getByRole('tabpanel')).toContainText('Jane');
  await page.getByRole('tab', { name: 'Contact Information' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('3 Sample Street');
  await expect(page.getByRole('tabpanel')).toContainText('Manchester');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Your profile has been updated.')).toHaveCount(0);
});

test('offline, the profile shows from the cache and Update waits for the network, keeping what was typed', async ({
  page,
  context,
}) => {
  await signInAs(page, 'uk.sender@example.com');
  await page.goto('/profile');
  await expect(page.getByRole('tabpanel')).toContainText('Carter');
  await page.goto('/profile/update');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Amelia');
  await context.setOffline(true);
  await page.getByLabel(/^Middle name/).fill('Rose');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(
    page.getByText('You are offline. Connect to the internet to save your profile.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^Middle name/)).toHaveValue('Rose');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
});

const VIEWPORTS = [
  { label: 'phone 360x740', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { label: 'desktop 1280x800', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

interface Screen {
  name: string;
  path: string;
  /** What to do once the page has settled, before the check (a tab, a form's messages). */
  show?: (page: Page) => Promise<void>;
}

/**
 * The new screens of issue 12 (profile and upgrades), by who sees them: one journey per account
 * and viewport, a step per screen, the HTTP cache warm from one screen to the next. None of them
 * saves anything (the form's messages are its own, before any call).
 */
const JOURNEYS: { as: string; screens: Screen[] }[] = [
  {
    as: 'uk.sender@example.com',
    screens: [
      { name: 'profile: personal', path: '/profile' },
      {
        name: 'profile: documents',
        path: '/profile',
        show: (page) => page.getByRole('tab', { name: 'Documents' }).click(),
      },
      { name: 'profile update (UK limited)', path: '/profile/update' },
      { name: 'upgrade to unlimited (UK limited)', path: '/upgrade-unlimited' },
    ],
  },
  {
    as: 'sa.lite@example.com',
    screens: [
      { name: 'profile update (SA lite)', path: '/profile/update' },
      { name: 'My Limits (SA lite)', path: '/upgrade-account' },
      { name: 'upgrade to limited (SA lite)', path: '/upgrade-limited' },
    ],
  },
  {
    as: 'uk.new@example.com',
    screens: [
      { name: 'upgrade to limited (UK lite)', path: '/upgrade-limited' },
      {
        name: 'a form showing its messages',
        path: '/upgrade-limited',
        show: async (page) => {
          await page.getByRole('radio', { name: 'Residence Permit' }).check();
          await page.getByRole('button', { name: 'Upgrade' }).click();
          await expect(page.getByText('Can not proceed without uploading this file').first()).toBeVisible();
        },
      },
    ],
  },
  {
    as: 'sa.sender@example.com',
    screens: [{ name: 'upgrade not available (SA limited)', path: '/upgrade-unlimited' }],
  },
];

for (const { label, ...device } of VIEWPORTS) {
  test.describe(`axe finds no WCAG 2.1 AA violations on the profile and upgrade screens (${label})`, () => {
    test.use(device);

    for (const { as, screens } of JOURNEYS) {
      test(`${as}: ${screens.map(({ name }) => name).join(', ')}`, async ({ page }) => {
        await signInAs(page, as);
        await expectNoAxeViolationsOnEach(
          page,
          screens.map(({ name, path, show }) => ({
            name,
            show: async () => {
              await page.goto(path);
              await settled(page);
              if (show) await show(page);
            },
          })),
          // This journey's own width: the file fields differ by pointer, so each viewport has a context.
          () => expectNoAxeViolations(page),
        );
      });
    }
  });
}
