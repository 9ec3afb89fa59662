import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@/api/contract.ts';
import {
  PAGE_SIZE,
  addBeneficiaryHref,
  beneficiaryCountry,
  noMatchText,
  showsCountry,
  shownCount,
  shownText,
} from '@/features/beneficiaries/model/list-view.ts';

const row = (change: Partial<Beneficiary>): Beneficiary => ({
  beneficiary_id: '1',
  fname: 'Rudo',
  mname: '',
  lname: 'Ncube',
  mobile: '+263770000101',
  ...change,
});

describe('where Add New Beneficiary goes', () => {
  it.each<[string, string | undefined, string | null, string]>([
    ['an SA sender chooses the country', 'SA', 'valid', '/add-beneficiary'],
    ['a UK sender adds a Zimbabwe beneficiary', 'UK', 'valid', '/beneficiaries/new'],
    ['a locked SA account may only open /beneficiaries/new', 'SA', 'blocked', '/beneficiaries/new'],
    ['an expired SA account likewise', 'SA', 'expired', '/beneficiaries/new'],
    ['an SA sender whose status is not known yet', 'SA', null, '/add-beneficiary'],
    ['no user', undefined, null, '/beneficiaries/new'],
  ])('%s', (_name, country, status, href) => expect(addBeneficiaryHref(country, status)).toBe(href));
});

describe('the country shown', () => {
  it.each<[string, Partial<Beneficiary>, string]>([
    ['a plain Zimbabwe row', {}, 'Zimbabwe'],
    ['by name', { country: 'Kenya', country_code: 'KE' }, 'Kenya'],
    ['a code in the name field', { country: 'ZW' }, 'Zimbabwe'],
    ['only a code', { country_code: 'NG' }, 'NG'],
  ])('%s', (_name, change, country) => expect(beneficiaryCountry(row(change))).toBe(country));

  it.each<[string, Partial<Beneficiary>[], boolean]>([
    ['all Zimbabwe', [{}, { country: 'Zimbabwe' }, { country_code: 'ZW' }], false],
    ['Zimbabwe and Kenya', [{}, { country: 'Kenya' }], true],
    ['none', [], false],
  ])('a Country column for %s: %s', (_name, rows, shows) => expect(showsCountry(rows.map(row))).toBe(shows));
});

describe('paging and the filter', () => {
  it.each<[number, number, number, string | undefined]>([
    [0, 1, 0, undefined],
    [12, 1, 12, undefined],
    [PAGE_SIZE, 1, PAGE_SIZE, undefined],
    [120, 1, 50, 'Showing 50 of 120 beneficiaries'],
    [120, 2, 100, 'Showing 100 of 120 beneficiaries'],
    [120, 3, 120, undefined],
  ])('%i rows, %i pages: %i shown', (total, pages, shown, text) => {
    expect(shownCount(total, pages)).toBe(shown);
    expect(shownText(shownCount(total, pages), total)).toBe(text);
  });

  it('names the filter that matched nobody', () => {
    expect(noMatchText('  Tendai ')).toBe('No beneficiaries match "Tendai".');
  });
});
