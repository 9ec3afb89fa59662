import { expect, test, type Locator, type Page } from './support/test.ts';
import { DESKTOP_SIZE, PHONE_SIZE, expectNoAxeViolations } from './support/axe.ts';
import { resetSandbox, signInAs } from './support/session.ts';
import { savedListCurrent } from './support/beneficiary.ts';
import { holdCall } from './support/hold-call.ts';

/**
 * Both send flows by keyboard alone (issue 21): Tab, Shift+Tab, Enter, Space and the arrow keys,
 * never a click. Each step's heading takes the focus when the step changes; each stage of the
 * payment is read out by a live region; axe finds nothing on any step. Each flow runs once at
 * 360 px and once at 1280 px, with axe at that width: one journey checking both widths at every
 * step (three viewport changes a check) outlasted the test's minute on a loaded machine.
 */

test.use({ isMobile: false, hasTouch: false });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The most Tab presses a control may be away: more means it is not where a sender looks for it. */
const MAX_PRESSES = 40;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it never gets it. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it`).toBeFocused({ timeout: 1 });
}

/** Chooses a closed select's option with the arrow keys (the select has the focus). */
async function arrowTo(page: Page, select: Locator, label: string): Promise<void> {
  const options = await select.locator('option').allTextContents();
  const to = options.indexOf(label);
  expect(to, `no option ${label}`).toBeGreaterThanOrEqual(0);
  for (let presses = 0; presses < options.length; presses++) {
    const at = await select.evaluate((element: HTMLSelectElement) => element.selectedIndex);
    if (at === to) break;
    await page.keyboard.press(at < to ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a button and presses Enter. */
async function press(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** The new step's heading has the focus: a screen reader starts reading the step at its top. */
async function expectStep(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}

/** The saved beneficiary: the combobox opened and walked with the arrow keys, Enter on the name. */
async function chooseSavedByArrows(page: Page, name: string): Promise<void> {
  await savedListCurrent(page);
  const combobox = page.getByRole('combobox', { name: 'Search saved beneficiaries' });
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: new RegExp(name) });
  await expect(option).toBeVisible();
  for (let i = 0; i < 10 && (await option.getAttribute('data-highlighted')) === null; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText(name);
}

const DECLARATION = /terms and conditions/;
const NOT_AGREED = 'You cannot proceed unless you have agreed to the terms and conditions of our service';

/** Make Payment first without the declaration, then Shift+Tab back to it and Space to tick it. */
async function agreeByKeyboard(page: Page): Promise<Locator> {
  const makePayment = page.getByRole('button', { name: 'Make Payment' });
  await press(page, makePayment);
  await expect(page.getByText(NOT_AGREED)).toBeVisible();
  const declaration = page.getByRole('checkbox', { name: DECLARATION });
  await tabTo(page, declaration, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(declaration).toBeChecked();
  return makePayment;
}

/** On the hosted payment page: Tab to Pay, Enter. */
async function payByKeyboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/[\w-]+$/);
  await press(page, page.getByRole('button', { name: 'Pay' }));
}

for (const size of [PHONE_SIZE, DESKTOP_SIZE]) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size });

    test(`Zimbabwe by keyboard alone at ${size.width} px: amount, saved beneficiary, the declaration, payment; axe on every step`, async ({
      page,
    }) => {
      await signInAs(page, 'uk.sender@example.com');
      await page.goto('/send-money');
      await expect(page.getByRole('heading', { level: 2, name: 'Amount to Send' })).toBeVisible();
      // The page opened on its first step: the focus stays where the browser put it.
      await expect(page.getByRole('heading', { level: 2, name: 'Amount to Send' })).not.toBeFocused();

      await typeInto(page, page.getByLabel('Amount to receive (USD)'), '130');
      const purpose = page.getByLabel(/^Purpose/);
      await tabTo(page, purpose);
      await arrowTo(page, purpose, 'Family Support');
      await press(page, page.getByRole('button', { name: 'Calculate' }));
      await expect(page.getByRole('region', { name: 'Your quote' })).toBeVisible();
      await expectNoAxeViolations(page);
      await press(page, page.getByRole('button', { name: 'Continue', exact: true }));

      await expectStep(page, 'Beneficiary Details');
      await chooseSavedByArrows(page, 'Rudo Maria Ncube');
      await expectNoAxeViolations(page);
      await press(page, page.getByRole('button', { name: 'Continue', exact: true }));

      await expectStep(page, 'Confirmation');
      await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('$130.00');
      await expectNoAxeViolations(page);
      const makePayment = await agreeByKeyboard(page);

      const confirm = await holdCall(page, '/api/remitter/transactions/confirm');
      await tabTo(page, makePayment);
      await page.keyboard.press('Enter');
      await expectStep(page, 'Transaction Status');
      await confirm.held;
      await expect(page.getByRole('status').filter({ hasText: 'Processing transaction...' })).toHaveCount(1);
      await expectNoAxeViolations(page);
      confirm.release();

      await payByKeyboard(page);
      await expect(page).toHaveURL(/\/transactions\/[\w-]+$/);
    });

    test(`Kenya by keyboard alone at ${size.width} px: the country card, amount and delivery, saved beneficiary, payment; axe on every step`, async ({
      page,
    }) => {
      await signInAs(page, 'sa.sender@example.com');
      await page.goto('/send-money');
      // (axe on the country page, the flow's 'Select Destination', at both widths: send-money-other.spec.ts.)
      await expect(page).toHaveURL(/\/country-selection$/);
      await press(page, page.getByRole('button', { name: /Kenya/ }));

      await expect(page).toHaveURL(/\/send-money-other$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Amount & Delivery' })).toBeVisible();
      await expect(page.getByLabel(/^Receiving currency/)).not.toHaveValue('');
      await typeInto(page, page.getByLabel(/^Amount to receive/), '7100');
      for (const [label, option] of [
        [/^Payment method/, 'Pay Online'],
        [/^Purpose/, 'Gift'],
      ] as const) {
        const select = page.getByLabel(label);
        await tabTo(page, select);
        await arrowTo(page, select, option);
      }
      await press(page, page.getByRole('button', { name: 'Get Charges' }));
      await expect(page.getByRole('region', { name: 'Your charges' })).toBeVisible();
      await expectNoAxeViolations(page);
      await press(page, page.getByRole('button', { name: 'Continue' }));

      await expectStep(page, 'Beneficiary Details');
      await chooseSavedByArrows(page, 'Achieng Otieno');
      await expectNoAxeViolations(page);
      await press(page, page.getByRole('button', { name: 'Continue' }));

      await expectStep(page, 'Confirmation');
      const live = page.getByRole('status').filter({ hasText: 'Charges received successfully!' });
      await expect(live).toBeVisible();
      await expectNoAxeViolations(page);
      const makePayment = await agreeByKeyboard(page);

      const confirm = await holdCall(page, '/api/remitter/transactions/confirm');
      const initiate = await holdCall(page, '/api/payments/initiate');
      await tabTo(page, makePayment);
      await page.keyboard.press('Enter');
      await confirm.held;
      await expect(page.getByRole('status').filter({ hasText: 'Processing Transaction...' })).toBeVisible();
      await expectNoAxeViolations(page);
      confirm.release();
      await initiate.held;
      await expect(page.getByRole('status').filter({ hasText: 'Initiating Payment...' })).toBeVisible();
      await expectNoAxeViolations(page);
      initiate.release();

      await payByKeyboard(page);
      await expect(page).toHaveURL(/\/(checkout|transactions)\/[\w-]+$/);
    });
  });
}
