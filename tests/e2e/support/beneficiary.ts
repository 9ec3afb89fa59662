import { expect, type Page } from '@playwright/test';
import { settled } from './settled.ts';

/**
 * Waits until Beneficiary Details shows the server's list of saved beneficiaries. The step shows
 * the copy on the device first, marked 'Last updated ...', and replaces it with the server's
 * answer once that answer is saved on the device: an IndexedDB write no request shows, so network
 * quiet is not enough. A choice made while the list is replaced can miss (the page under it moves).
 */
export async function savedListCurrent(page: Page): Promise<void> {
  await settled(page);
  const step = page.getByRole('region', { name: 'Beneficiary Details' });
  await expect(step.getByRole('combobox', { name: 'Search saved beneficiaries' })).toBeVisible();
  await expect(step.getByText(/^Last updated /)).toHaveCount(0);
}

/**
 * Beneficiary Details in either send flow: chooses a saved beneficiary from the searchable list by
 * a click, once the list is the server's, and waits until the choice stands ('Selected beneficiary').
 */
export async function chooseSavedBeneficiary(page: Page, name: string): Promise<void> {
  await savedListCurrent(page);
  await page.getByRole('combobox', { name: 'Search saved beneficiaries' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText(name);
}
