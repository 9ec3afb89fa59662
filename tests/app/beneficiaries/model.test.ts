import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@/api/contract.ts';
import {
  beneficiaryMobile,
  beneficiaryName,
  byName,
} from '@/features/beneficiaries/model/beneficiary-name.ts';
import { isZimbabweBeneficiary } from '@/features/beneficiaries/model/country.ts';
import { matchesBeneficiary, searchBeneficiaries } from '@/features/beneficiaries/model/search.ts';

const row = (fields: Partial<Beneficiary>): Beneficiary => ({
  beneficiary_id: '1',
  fname: '',
  mname: '',
  lname: '',
  mobile: '',
  ...fields,
});

describe('beneficiaryName', () => {
  it.each<[string, Partial<Beneficiary>, string]>([
    ['first, middle and last', { fname: 'Rudo', mname: 'Maria', lname: 'Ncube' }, 'Rudo Maria Ncube'],
    ['no middle name', { fname: 'Farai', lname: 'Dube' }, 'Farai Dube'],
    ['parts trimmed', { fname: ' Farai ', mname: ' ', lname: 'Dube ' }, 'Farai Dube'],
    ['only name (cross-border rows)', { name: 'Achieng Otieno' }, 'Achieng Otieno'],
    ['parts win over name', { fname: 'Rudo', lname: 'Ncube', name: 'Old Name' }, 'Rudo Ncube'],
    ['missing parts (API quirk)', { fname: undefined, lname: 'Dube' } as Partial<Beneficiary>, 'Dube'],
    ['nothing', {}, ''],
  ])('%s', (_name, fields, expected) => {
    expect(beneficiaryName(row(fields))).toBe(expected);
  });
});

describe('beneficiaryMobile', () => {
  it.each<[string, Partial<Beneficiary>, string]>([
    ['stored with +', { mobile: '+263770000101' }, '+263770000101'],
    ['international without +', { mobile: '263770000101' }, '+263770000101'],
    ['local with a leading 0 stays', { mobile: '0770000101' }, '0770000101'],
    ['short number stays', { mobile: '770000101' }, '770000101'],
    ['spaced stays as stored', { mobile: '+263 77 000 0101' }, '+263 77 000 0101'],
    ['telephone when no mobile', { mobile: '', telephone: '254700000201' }, '+254700000201'],
    ['nothing', {}, ''],
  ])('%s', (_name, fields, expected) => {
    expect(beneficiaryMobile(row(fields))).toBe(expected);
  });
});

describe('byName', () => {
  it('sorts by name, case and accents ignored, then by id', () => {
    const list = [
      row({ beneficiary_id: '3', fname: 'farai', lname: 'Dube' }),
      row({ beneficiary_id: '1', fname: 'Rudo', lname: 'Ncube' }),
      row({ beneficiary_id: '2', fname: 'Ébo', lname: 'Mensah' }),
      row({ beneficiary_id: '0', fname: 'Farai', lname: 'Dube' }),
    ];
    expect([...list].sort(byName).map((b) => b.beneficiary_id)).toEqual(['2', '0', '3', '1']);
  });
});

describe('search (spec: name, fname, lname, mobile, telephone; case-insensitive)', () => {
  const rudo = row({
    beneficiary_id: '1',
    fname: 'Rudo',
    mname: 'Maria',
    lname: 'Ncube',
    name: 'Rudo M. Ncube',
    mobile: '+263770000101',
    telephone: '+263242000777',
  });
  it.each<[string, boolean]>([
    ['', true],
    ['   ', true],
    ['rudo', true],
    ['RUDO', true],
    ['ncu', true],
    ['Rudo Ncube', true],
    ['ncube rudo', true],
    ['Rudo Maria', true],
    ['M.', true],
    ['770000101', true],
    ['+263770', true],
    ['0770000101', true],
    ['242000777', true],
    ['Farai', false],
    ['Rudo Dube', false],
    ['770000102', false],
    ['maria', true],
  ])('%j -> %s', (query, found) => {
    expect(matchesBeneficiary(rudo, query)).toBe(found);
  });

  it('ignores accents', () => {
    expect(matchesBeneficiary(row({ fname: 'Tafádzwa' }), 'tafadzwa')).toBe(true);
  });

  it('keeps the order of the list', () => {
    const list = [
      row({ beneficiary_id: 'a', fname: 'Farai', lname: 'Dube' }),
      rudo,
      row({ beneficiary_id: 'b', fname: 'Fadzai', lname: 'Dube' }),
    ];
    expect(searchBeneficiaries(list, 'dube').map((b) => b.beneficiary_id)).toEqual(['a', 'b']);
    expect(searchBeneficiaries(list, '')).toHaveLength(3);
  });
});

describe('isZimbabweBeneficiary', () => {
  it.each<[string, Partial<Beneficiary>, boolean]>([
    ['code ZW', { country_code: 'ZW', country: 'Zimbabwe' }, true],
    ['code zw lower case', { country_code: 'zw' }, true],
    ['code KE', { country_code: 'KE', country: 'Kenya' }, false],
    ['code wins over the name', { country_code: 'NG', country: 'Zimbabwe' }, false],
    ['country name only', { country: 'Zimbabwe' }, true],
    ['another country name', { country: 'Kenya' }, false],
    ['no country (the plain Zimbabwe entity)', {}, true],
  ])('%s', (_name, fields, expected) => {
    expect(isZimbabweBeneficiary(row(fields))).toBe(expected);
  });
});
