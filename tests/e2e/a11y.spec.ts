import { expect, test } from './support/test.ts';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  expectNoAxeViolationsOnEach,
} from './support/axe.ts';
import { settled } from './support/settled.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Every page of the route table's first screens, by who is signed in to see it: one journey per
 * account (the signed-out pages together), a step per page checked 360 and 1280 px wide, the HTTP
 * cache warm from one page to the next.
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

test.describe(`axe finds no WCAG 2.1 AA violations (360 and 1280 px wide)`, () => {
  test.beforeEach(async ({ request }) => {
    await resetSandbox(request);
  });

  for (const { as, pages } of JOURNEYS) {
    test(`${as ?? 'signed out'}: ${pages.map(({ name }) => name).join(', ')}`, async ({ page }) => {
      if (as) await signInAs(page, as);
      await expectNoAxeViolationsOnEach(
        page,
        pages.map(({ name, path }) => ({
          name,
          show: async () => {
            await page.goto(path);
            await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
            await settled(page);
          },
        })),
      );
    });
  }
});

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

test('a journey of screens shows and checks each one in turn, and fails on the one with a fault', async ({
  page,
}) => {
  const shown: string[] = [];
  const screen = (name: string, body: string) => ({
    name,
    show: async () => {
      shown.push(name);
      await page.setContent(
        `<html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`,
      );
    },
  });
  const failure = await expectNoAxeViolationsOnEach(page, [
    screen('labelled', '<h1>Form</h1><label>Name <input type="text"></label>'),
    screen('unlabelled', '<h1>Form</h1><input type="text">'),
  ]).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(shown).toEqual(['labelled', 'unlabelled']);
  expect(failure).toMatch(/label \(critical\) at input: Form elements must have labels/);
});

test('the check at both widths sees what fails at one of them only, and restores the width', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title><style>@media (min-width: 1000px) { h1 { color: #eee } }</style></head>' +
      '<body><main><h1>Wide only</h1></main></body></html>',
  );
  const failure = await expectNoAxeViolationsAtBothWidths(page).then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toMatch(/color-contrast \(serious\) at h1/);
  expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
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
