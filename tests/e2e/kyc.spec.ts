import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations, expectNoAxeViolationsOnEach } from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Identity verification (issue 11): the compact banner on /send-money, Continue Verification with
 * the liveness page in a dialog, the WhatsApp link page through to the rate limit, and the
 * verification-complete page; axe on each at 360 and 1280 px.
 */
const VERIFIED = 'Verification Complete - Your account is fully verified and ready for transactions.';
const FRAME_HEADING = 'KYC Verification - Please complete your identity verification below';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const card = (page: Page) => page.getByRole('region', { name: 'Account Verification Status' });
const livenessFrame = (page: Page) => page.getByTitle('Liveness check').contentFrame();

/** Opens the link page again (a new request) and waits for its liveness page. */
/** An SA sender's /send-money: the country page first (issue 11), where they choose Zimbabwe. */
async function openZimbabweSend(page: Page): Promise<void> {
  await page.goto('/send-money');
  await page.getByRole('button', { name: /Zimbabwe/ }).click();
  await expect(page).toHaveURL(/\/send-money$/);
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
}

async function reopen(page: Page): Promise<void> {
  await page.reload();
  await expect(livenessFrame(page).getByRole('button', { name: 'Pass the check' })).toBeVisible();
}

test('Continue Verification, a pass on the liveness page, then the record has moved on', async ({ page }) => {
  await signInAs(page, 'sa.sender@example.com');
  await openZimbabweSend(page);
  await expect(card(page)).toContainText('25% complete');

  await card(page).getByRole('button', { name: 'Continue Verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identity Verification' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This verification session will expire in 60 minutes')).toBeVisible();
  await expect(dialog.getByTitle('Liveness check')).toHaveAttribute(
    'allow',
    'camera; microphone; fullscreen',
  );
  await expect(livenessFrame(page).getByRole('heading', { name: 'Liveness check' })).toBeVisible();
  await expectNoAxeViolations(page);

  await livenessFrame(page).getByRole('button', { name: 'Pass the check' }).click();
  await expect(livenessFrame(page).getByRole('heading', { name: 'Verification submitted' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // closing the dialog checks the status: the compact banner says it is done
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Verification Complete' })).toHaveText(VERIFIED);
  await expect(card(page)).toHaveCount(0);
});

test('verified on the phone from the WhatsApp link, Check Status on the open page shows it', async ({
  page,
  context,
}) => {
  await signInAs(page, 'sa.lite@example.com');
  await page.goto('/send-money');
  await expect(card(page)).toContainText('0% complete');

  // the WhatsApp link, opened beside it
  const phone = await context.newPage();
  await phone.goto('/kyc-verification/R200002');
  await expect(phone.getByRole('heading', { level: 1, name: FRAME_HEADING })).toBeVisible();
  await livenessFrame(phone).getByRole('button', { name: 'Pass the check' }).click();
  await livenessFrame(phone).getByRole('link', { name: 'Continue' }).click();
  await expect(phone).toHaveURL(/\/kyc\/verification-complete$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Verification Data received' })).toBeVisible();

  await card(page).getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification Complete' })).toHaveText(VERIFIED);
});

test('the link page, signed out: the liveness page on each opening, then the rate limit', async ({
  page,
}) => {
  await page.goto('/kyc-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeVisible();
  await expect(
    page.getByText('The verification link is invalid or incomplete. Please check the URL and try again.'),
  ).toBeVisible();

  // three sessions in ten minutes are allowed: the link, a reload, the query form of the link
  await page.goto('/kyc-verification/R100001');
  await expect(page.getByRole('heading', { level: 1, name: FRAME_HEADING })).toBeVisible();
  await expect(livenessFrame(page).getByRole('button', { name: 'Pass the check' })).toBeVisible();
  await reopen(page);
  await page.goto('/kyc-verification?remitter_id=R100001');
  await expect(livenessFrame(page).getByRole('button', { name: 'Pass the check' })).toBeVisible();

  // the fourth is refused: wait, until when, and no retry
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Error' })).toBeVisible();
  // the time alone, or with its date when the ten minutes end after midnight
  await expect(
    page.getByText(
      /^Rate limit exceeded\. Please wait 10 minute\(s\) before trying again\. You can try again at (\d{1,2} \w{3} \d{4}, )?\d\d:\d\d\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Please wait before trying again.')).toBeVisible();
  await expect(page.getByText('Last attempt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await expect(page.getByTitle('Liveness check')).toHaveCount(0);
});

test('the link page: a failure offers Try Again, which opens the liveness page', async ({
  page,
  request,
}) => {
  await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/identity/api/kyc/request-verification', status: 503, times: 1 },
  });
  await page.goto('/kyc-verification/R200002');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Error' })).toBeVisible();
  await expect(page.getByText('KYC verification error, try again later')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FRAME_HEADING })).toBeVisible();
});

test.describe(`axe finds no WCAG 2.1 AA violations on the KYC screens (360 and 1280 px wide)`, () => {
  test('the compact banner on /send-money and the verification dialog', async ({ page }) => {
    await signInAs(page, 'sa.sender@example.com');
    await expectNoAxeViolationsOnEach(page, [
      {
        name: 'the compact banner on /send-money',
        show: async () => {
          await openZimbabweSend(page);
          await expect(card(page)).toBeVisible();
          await settled(page);
        },
      },
      {
        name: 'the verification dialog',
        show: async () => {
          await card(page).getByRole('button', { name: 'Continue Verification' }).click();
          await expect(livenessFrame(page).getByRole('button', { name: 'Pass the check' })).toBeVisible();
        },
      },
    ]);
  });

  // The signed-out screens in one journey, a step per screen: the verification-complete page first
  // (it calls nothing), then the link page's states.
  test('signed out: the verification-complete page; the link page: invalid, the liveness page, the error, the rate limit', async ({
    page,
    request,
  }) => {
    await expectNoAxeViolationsOnEach(page, [
      {
        name: 'the verification-complete page',
        show: async () => {
          await page.goto('/kyc/verification-complete');
          await expect(
            page.getByRole('heading', { level: 1, name: 'Verification Data received' }),
          ).toBeVisible();
          await settled(page);
        },
      },
      {
        name: 'the link page: invalid',
        show: async () => {
          await page.goto('/kyc-verification?remitter_id=');
          await expect(page.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeVisible();
        },
      },
      {
        name: 'the link page: the liveness page',
        show: async () => {
          await page.goto('/kyc-verification/R200005');
          await expect(livenessFrame(page).getByRole('button', { name: 'Pass the check' })).toBeVisible();
        },
      },
      {
        name: 'the link page: the error',
        show: async () => {
          await request.post('/__sandbox/faults', {
            data: { method: 'POST', path: '/identity/api/kyc/request-verification', status: 500, times: 1 },
          });
          await page.reload();
          await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
        },
      },
      {
        name: 'the link page: the rate limit',
        show: async () => {
          // the failure was not counted: two more sessions, then the fourth is refused
          await reopen(page);
          await reopen(page);
          await page.reload();
          await expect(page.getByText('Please wait before trying again.')).toBeVisible();
        },
      },
    ]);
  });
});
