import { expect, type Page } from '@playwright/test';
import { settled } from './settled.ts';

/**
 * Waits until Beneficiary Details shows the server's list of saved beneficiaries. The step shows
 * the copy on the device first, marked 'Last updated ...', and replaces it with the server's
 * answer once that answer is saved on the device: an IndexedDB write no request shows, so network
 * quiet is not enough. Choosing from the server's list is the state the journeys mean (the
 * replacement also removes the 'Last updated' line, which can move the page).
 */
export async function savedListCurrent(page: Page): Promise<void> {
  await settled(page);
  const step = page.getByRole('region', { name: 'Beneficiary Details' });
  await expect(step.getByRole('combobox', { name: 'Search saved beneficiaries' })).toBeVisible();
  await expect(step.getByText(/^Last updated /)).toHaveCount(0);
}

/**
 * Waits until the open list has stopped moving: it slides in (Chakra's open animation). A click on
 * an option while it moves finds it 'not stable', and Playwright's retry scrolls the option to the
 * viewport's edge whether or not it is in view; the list, placed again on scroll (above the input
 * when there is no room below), then moves from under the point Playwright already chose.
 */
async function listStill(page: Page): Promise<void> {
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await list.evaluate((element) =>
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Beneficiary Details in either send flow: chooses a saved beneficiary from the searchable list by
 * a click, once the list is the server's and still, and waits until the choice stands ('Selected
 * beneficiary').
 */
export async function chooseSavedBeneficiary(page: Page, name: string): Promise<void> {
  await savedListCurrent(page);
  await page.getByRole('combobox', { name: 'Search saved beneficiaries' }).click();
  await listStill(page);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText(name);
}
