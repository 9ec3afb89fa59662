import type { Beneficiary, Country } from '@/api/contract.ts';
import { mayOpen } from '@/config/route-access.ts';
import { routes } from '@/config/paths.ts';
import { isZimbabweBeneficiary } from './country.ts';

/** The filter box shows once the list is longer than a phone screen holds (about 8 cards). */
export const FILTER_FROM = 8;

/** Rows shown at first and added by each 'Show more' (the cache holds up to 500). */
export const PAGE_SIZE = 50;

/** How many rows show after `pages` pages. */
export const shownCount = (total: number, pages: number): number => Math.min(total, pages * PAGE_SIZE);

/** 'Showing 50 of 120 beneficiaries', while some are not shown; else undefined. */
export function shownText(shown: number, total: number): string | undefined {
  return shown < total ? `Showing ${shown} of ${total} beneficiaries` : undefined;
}

/** What shows for a filter that matches nobody. */
export const noMatchText = (query: string): string => `No beneficiaries match "${query.trim()}".`;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The beneficiary's country to show: its name, else Zimbabwe for a plain Zimbabwe row, else its code. */
export function beneficiaryCountry(beneficiary: Beneficiary): string {
  const name = textOf(beneficiary.country);
  if (name && name.length > 2) return name;
  if (isZimbabweBeneficiary(beneficiary)) return 'Zimbabwe';
  return name || textOf(beneficiary.country_code);
}

/** The Country column shows only when the list holds more than one country (SA senders). */
export function showsCountry(rows: readonly Beneficiary[]): boolean {
  return new Set(rows.map(beneficiaryCountry)).size > 1;
}

/**
 * Where 'Add New Beneficiary' goes: SA senders choose the country first (/add-beneficiary); UK
 * senders, and any locked account (which may open /beneficiaries/new but not /add-beneficiary),
 * add a Zimbabwe beneficiary.
 */
export function addBeneficiaryHref(
  country: Country | string | undefined,
  remitoneStatus: string | null,
): string {
  return country === 'SA' && mayOpen(routes.addBeneficiary, remitoneStatus)
    ? routes.addBeneficiary.pattern
    : routes.beneficiaryNew.pattern;
}
