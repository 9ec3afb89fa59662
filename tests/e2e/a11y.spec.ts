import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Every page of issue 3, by who is signed in to see it: one journey per account (the signed-out
 * pages together) and viewport, a step per page, the HTTP cache warm from one page to the next.
 */
const JOURNEYS: { as?: string; pages: { name: string; path: string }[] }[] = [
  {
    pages: [
      { name: 'login', path: '/' },
      { name: 'login (alias)', path: '/login' },
      { name: 'sign up', path: '/register' },
      { name: 'forgot password', path: '/reset-password-link' },
      { name: 'password reset', path: '/password-reset?token=x' },
      { name: 'delete account', path: '/delete-account' },
      { name: 'not found', path: '/no-such-page' },
    ],
  },
  { as: 'locked@example.com', pages: [{ name: 'account locked', path: '/account-locked' }] },
  { as: 'uk.sender@example.com', pages: [{ name: 'send money (signed in)', path: '/send-money' }] },
];

const VIEWPORTS = [
  { label: 'phone 360x740', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { label: 'desktop 1280x800', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

for (const { label, ...device } of VIEWPORTS) {
  test.describe(`axe finds no WCAG 2.1 AA violations (${label})`, () => {
    test.use(device);

    test.beforeEach(async ({ request }) => {
      await resetSandbox(request);
    });

    for (const { as, pages } of JOURNEYS) {
      test(`${as ?? 'signed out'}: ${pages.map(({ name }) => name).join(', ')}`, async ({ page }) => {
        // Each page was a test of its own: the journey's limit is theirs added up.
        test.setTimeout(test.info().timeout * pages.length);
        if (as) await signInAs(page, as);
        for (const { name, path } of pages) {
          await test.step(name, async () => {
            await page.goto(path);
            await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
            await settled(page);
            await expectNoAxeViolations(page);
          });
        }
      });
    }
  });
}

test('the axe check fails with a readable list of what is wrong', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Form</h1><input type="text"></main></body></html>',
  );
  // The first check loads axe-core into the page; a second one reuses it and still sees the fault.
  for (const check of ['first', 'again']) {
    const failure = await expectNoAxeViolations(page).then(
      () => null,
      (error: unknown) => String(error),
    );
    expect(failure, check).toMatch(/label \(critical\) at input: Form elements must have labels/);
  }
});

test.describe('hovered with a mouse (a phone has no hover)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('buttons keep their contrast hovered: the blue and the default solid ones', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    const calculator = page.getByRole('region', { name: 'What your family receives' });
    for (const button of [
      calculator.getByRole('button', { name: 'Sign in to send' }),
      page.getByRole('button', { name: 'Login' }),
    ]) {
      await button.hover();
      // the hover colour, once its transition is over (expectNoAxeViolations waits for it)
      await expectNoAxeViolations(page, { include: ['main'] });
    }
  });
});
