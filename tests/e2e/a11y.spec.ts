import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/** Every page of issue 3, and who is signed in to see it. */
const PAGES: { name: string; path: string; as?: string }[] = [
  { name: 'login', path: '/' },
  { name: 'login (alias)', path: '/login' },
  { name: 'sign up', path: '/register' },
  { name: 'forgot password', path: '/reset-password-link' },
  { name: 'password reset', path: '/password-reset?token=x' },
  { name: 'delete account', path: '/delete-account' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'account locked', path: '/account-locked', as: 'locked@example.com' },
  { name: 'send money (signed in)', path: '/send-money', as: 'uk.sender@example.com' },
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

    for (const { name, path, as } of PAGES) {
      test(name, async ({ page }) => {
        if (as) await signInAs(page, as);
        await page.goto(path);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
        await settled(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the axe check fails with a readable list of what is wrong', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Form</h1><input type="text"></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toMatch(/label \(critical\) at input: Form elements must have labels/);
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
