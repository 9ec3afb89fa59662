import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Beneficiary } from '@/api/contract.ts';
import {
  ACCOUNT_NUMBER_NOT_DIGITS,
  editLimitMessage,
  EDITABLE_FIELDS,
  isChanged,
  mobileProblem,
  originalValues,
  updateRequest,
  updateSchema,
  updatedBeneficiary,
  type UpdateBeneficiaryForm,
} from '@/features/beneficiaries/model/update-rules.ts';

const RUDO: Beneficiary = {
  beneficiary_id: '70001',
  fname: 'Rudo',
  mname: 'Maria',
  lname: 'Ncube',
  mobile: '+263770000101',
  telephone: '+263770000101',
  country: 'Zimbabwe',
  country_code: 'ZW',
  delivery_option: 'wallet',
};

const CHINEDU: Beneficiary = {
  beneficiary_id: '70005',
  fname: 'Chinedu',
  mname: 'Emeka',
  lname: 'Okafor',
  mobile: '+2348000000201',
  telephone: '+2348000000201',
  country: 'Nigeria',
  country_code: 'NG',
  delivery_option: 'bank',
  account_number: '0000123456',
  bank_name: 'Sample Trust Bank',
  bank_code: '000014',
  bank_branch: '000014',
};

/** Field -> message of every failure. */
function errorsOf(beneficiary: Beneficiary, change: Partial<UpdateBeneficiaryForm>): Record<string, string> {
  try {
    updateSchema(beneficiary).validateSync(
      { ...originalValues(beneficiary), ...change },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

describe('the edit-limit messages (spec doc 2 §5 Update)', () => {
  it.each([
    ['first name', 'You can only change a maximum of 2 characters from the original first name'],
    ['middle name', 'You can only change a maximum of 2 characters from the original middle name'],
    ['last name', 'You can only change a maximum of 2 characters from the original last name'],
    ['bank name', 'You can only change a maximum of 2 characters from the original bank name'],
    ['bank code', 'You can only change a maximum of 2 characters from the original bank code'],
    ['account number', 'You can only change a maximum of 2 characters from the original account number'],
  ])('%s', (label, text) => expect(editLimitMessage(label)).toBe(text));
});

describe('updateSchema: a Zimbabwe (wallet) beneficiary', () => {
  const FIRST_LIMIT = editLimitMessage('first name');
  it.each<[string, Partial<UpdateBeneficiaryForm>, Record<string, string>]>([
    ['unchanged', {}, {}],
    ['first name: one letter fixed', { first_name: 'Ruda' }, {}],
    ['first name: two letters added', { first_name: 'Rudoan' }, {}],
    ['first name: three letters added', { first_name: 'Rudolph' }, { first_name: FIRST_LIMIT }],
    ['first name: replaced', { first_name: 'Tendai' }, { first_name: FIRST_LIMIT }],
    ['first name: emptied', { first_name: '' }, { first_name: 'First Name is required' }],
    [
      'first name: cut to one letter',
      { first_name: 'R' },
      { first_name: 'First Name must be at least 2 characters' },
    ],
    [
      'first name: a digit typed',
      { first_name: 'Rud0' },
      { first_name: 'First name does not allow numeric values or special characters' },
    ],
    ['first name: spaces around are not changes', { first_name: '  Rudo ' }, {}],
    ['middle name: two letters changed', { middle_name: 'Mario' }, {}],
    [
      'middle name: emptied (5 deletions)',
      { middle_name: '' },
      { middle_name: editLimitMessage('middle name') },
    ],
    [
      'middle name: a digit typed',
      { middle_name: 'Mar1a' },
      { middle_name: 'Middle name does not allow numeric values or special characters' },
    ],
    ['last name: 2 changes', { last_name: 'Ncubee' }, {}],
    ['last name: 3 changes', { last_name: 'Ncubeeee' }, { last_name: editLimitMessage('last name') }],
    ['last name: emptied', { last_name: ' ' }, { last_name: 'Last Name is required' }],
    [
      'last name: a symbol typed',
      { last_name: 'Ncube!' },
      { last_name: 'Last name does not allow numeric values or special characters' },
    ],
    ['last name: one letter', { last_name: 'N' }, { last_name: 'Last Name must be at least 2 characters' }],
    // A wallet beneficiary's empty bank details are checked by the same rules when typed in.
    [
      'bank details typed in for a wallet beneficiary',
      { account_number: 'abc', bank_name: 'Any Bank Name' },
      { account_number: ACCOUNT_NUMBER_NOT_DIGITS, bank_name: editLimitMessage('bank name') },
    ],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(RUDO, change)).toEqual(expected);
  });

  it('checks every field at once', () => {
    expect(errorsOf(RUDO, { first_name: 'Tendai', middle_name: 'M', last_name: '' })).toEqual({
      first_name: FIRST_LIMIT,
      middle_name: 'Middle Name must be at least 2 characters',
      last_name: 'Last Name is required',
    });
  });
});

describe('updateSchema: a bank beneficiary', () => {
  it.each<[string, Partial<UpdateBeneficiaryForm>, Record<string, string>]>([
    ['unchanged', {}, {}],
    ['account number: two digits fixed', { account_number: '0000123465' }, {}],
    [
      'account number: three digits changed',
      { account_number: '1000123465' },
      { account_number: editLimitMessage('account number') },
    ],
    [
      'account number: a letter',
      { account_number: '000012345a' },
      { account_number: 'Account number must contain only digits' },
    ],
    [
      'account number: a space inside',
      { account_number: '00001 23456' },
      { account_number: ACCOUNT_NUMBER_NOT_DIGITS },
    ],
    ['bank name: a typo fixed', { bank_name: 'Sample Trust Bnk' }, {}],
    ['bank name: another bank', { bank_name: 'Other Bank' }, { bank_name: editLimitMessage('bank name') }],
    ['bank code: two characters', { bank_code: '000041' }, {}],
    ['bank code: three characters', { bank_code: '100041' }, { bank_code: editLimitMessage('bank code') }],
    ['bank code: emptied', { bank_code: '' }, { bank_code: editLimitMessage('bank code') }],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(CHINEDU, change)).toEqual(expected);
  });
});

describe('the original values and which fields show', () => {
  it('reads the cross-border spellings when the portal ones are absent', () => {
    const row: Beneficiary = {
      beneficiary_id: '9',
      fname: '',
      mname: '',
      lname: '',
      mobile: '+254700000201',
      first_name: 'Achieng',
      surname: 'Otieno',
      bank: 'Kenya Bank',
      bank_branch: 'KB01',
      account: '123456',
    };
    expect(originalValues(row)).toEqual({
      first_name: 'Achieng',
      middle_name: '',
      last_name: 'Otieno',
      bank_name: 'Kenya Bank',
      bank_code: 'KB01',
      account_number: '123456',
    });
  });

  it('edits the six fields the spec lists, for every beneficiary', () => {
    expect(EDITABLE_FIELDS).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'bank_name',
      'bank_code',
      'account_number',
    ]);
  });

  it.each<[string, Partial<UpdateBeneficiaryForm>, boolean]>([
    ['nothing typed', {}, false],
    ['a name changed', { first_name: 'Ruda' }, true],
    ['spaces only', { first_name: ' Chinedu ' }, false],
    ['changed and changed back', { last_name: 'Okafor' }, false],
    ['a bank detail changed', { bank_code: '000015' }, true],
  ])('changed (%s): %s', (_name, change, changed) => {
    const original = originalValues(CHINEDU);
    expect(isChanged({ ...original, ...change }, original)).toBe(changed);
  });

  it.each<[string, Beneficiary, string | undefined]>([
    ['with a mobile', RUDO, undefined],
    ['with only a telephone', { ...RUDO, mobile: '' }, undefined],
    ['with neither', { ...RUDO, mobile: '', telephone: undefined }, 'Mobile is required'],
  ])('the mobile (%s)', (_name, row, problem) => expect(mobileProblem(row)).toBe(problem));
});

describe('updateRequest and the cached copy', () => {
  it("sends every field of the calls table: the saved mobile, country and telephone, the trimmed names, a wallet's empty bank details", () => {
    const values = { ...originalValues(RUDO), first_name: ' Ruda ' };
    expect(updateRequest(RUDO, values)).toEqual({
      beneficiary_id: '70001',
      country: 'Zimbabwe',
      mobile: '+263770000101',
      telephone: '+263770000101',
      first_name: 'Ruda',
      middle_name: 'Maria',
      last_name: 'Ncube',
      bank_name: '',
      bank_code: '',
      account_number: '',
    });
  });

  it('sends a bank detail added to a wallet beneficiary (at most 2 characters, as every edit)', () => {
    const values = { ...originalValues(RUDO), bank_code: '12' };
    expect(updateRequest(RUDO, values)).toMatchObject({ bank_code: '12', bank_name: '', account_number: '' });
    expect(errorsOf(RUDO, { bank_code: '123' })).toEqual({ bank_code: editLimitMessage('bank code') });
  });

  it('sends the bank details of a bank beneficiary', () => {
    const values = { ...originalValues(CHINEDU), account_number: '0000123465' };
    expect(updateRequest(CHINEDU, values)).toMatchObject({
      beneficiary_id: '70005',
      country: 'Nigeria',
      bank_name: 'Sample Trust Bank',
      bank_code: '000014',
      account_number: '0000123465',
    });
  });

  it('leaves out a country and a telephone the beneficiary does not have', () => {
    const row = { ...RUDO, country: undefined, telephone: undefined };
    const request = updateRequest(row, originalValues(row));
    expect(request).not.toHaveProperty('country');
    expect(request).not.toHaveProperty('telephone');
  });

  it('updates the copy in every spelling it carries', () => {
    const row: Beneficiary = {
      ...CHINEDU,
      name: 'Chinedu Emeka Okafor',
      bank: 'Sample Trust Bank',
      account: '0000123456',
    };
    const request = updateRequest(row, {
      ...originalValues(row),
      first_name: 'Chinedo',
      account_number: '0000123465',
    });
    expect(updatedBeneficiary(row, request)).toMatchObject({
      fname: 'Chinedo',
      name: 'Chinedo Emeka Okafor',
      account_number: '0000123465',
      account: '0000123465',
      bank: 'Sample Trust Bank',
      mobile: '+2348000000201',
    });
  });
});
