import { expect, type Page } from '@playwright/test';
import { settled } from './settled.ts';

/**
 * Beneficiary Details in either send flow: chooses a saved beneficiary from the searchable list by
 * a click, once the list is the server's (the step shows the copy on the device first, then the
 * answer replaces it), and waits until the choice stands ('Selected beneficiary').
 */
export async function chooseSavedBeneficiary(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.getByRole('combobox', { name: 'Search saved beneficiaries' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('region', { name: 'Selected beneficiary' })).toContainText(name);
}
