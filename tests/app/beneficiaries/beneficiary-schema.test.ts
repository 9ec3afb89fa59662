import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  EMPTY_NEW_BENEFICIARY,
  type NewBeneficiaryForm,
} from '@/features/beneficiaries/model/beneficiary-form.ts';
import { beneficiarySchema } from '@/features/beneficiaries/model/beneficiary-schema.ts';

const VALID: NewBeneficiaryForm = {
  first_name: 'Rudo',
  middle_name: '',
  last_name: 'Ncube',
  mobile: '771234567',
  save_to_favourites: false,
};

/** Field -> message of every failure. */
function errorsOf(values: NewBeneficiaryForm): Record<string, string> {
  try {
    beneficiarySchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

const FIRST_FORMAT = 'First name does not allow numeric values or special characters';
const LAST_FORMAT = 'Last name does not allow numeric values or special characters';
const MIDDLE_FORMAT = 'Middle name does not allow numeric values or special characters';
const PHONE_FORMAT =
  'Phone number should have numbers only and does not accept spaces. Should not start with a zero';

describe('the Zimbabwe beneficiary schema (spec §5)', () => {
  it.each<[string, Partial<NewBeneficiaryForm>, Record<string, string>]>([
    ['valid, no middle name', {}, {}],
    ['valid with a middle name and 10 digits', { middle_name: 'Maria', mobile: '7712345678' }, {}],
    ['names of any alphabet with spaces', { first_name: 'Tafádzwa Rose', last_name: 'Van Wyk' }, {}],
    ['save to favourites is optional', { save_to_favourites: true }, {}],
    [
      'everything empty',
      EMPTY_NEW_BENEFICIARY,
      {
        first_name: 'First Name is required',
        last_name: 'Last Name is required',
        mobile: 'Mobile is required',
      },
    ],
    ['blank first name', { first_name: '   ' }, { first_name: 'First Name is required' }],
    ['first name with a digit', { first_name: 'Rudo2' }, { first_name: FIRST_FORMAT }],
    ['first name with a hyphen', { first_name: 'Rudo-Ann' }, { first_name: FIRST_FORMAT }],
    [
      'first name of one letter',
      { first_name: 'R' },
      { first_name: 'First Name must be at least 2 characters' },
    ],
    ['last name with an apostrophe', { last_name: "O'Neil" }, { last_name: LAST_FORMAT }],
    [
      'last name of one letter',
      { last_name: 'N ' },
      { last_name: 'Last Name must be at least 2 characters' },
    ],
    ['middle name with digits', { middle_name: 'M4ria' }, { middle_name: MIDDLE_FORMAT }],
    [
      'middle name of one letter',
      { middle_name: 'M' },
      { middle_name: 'Middle Name must be at least 2 characters' },
    ],
    ['mobile with a leading zero', { mobile: '0771234567' }, { mobile: PHONE_FORMAT }],
    ['mobile with a space', { mobile: '77 1234567' }, { mobile: PHONE_FORMAT }],
    ['mobile with a plus', { mobile: '+263771234567' }, { mobile: PHONE_FORMAT }],
    ['mobile with letters', { mobile: '77123456a' }, { mobile: PHONE_FORMAT }],
    ['mobile of 8 digits', { mobile: '77123456' }, { mobile: 'Invalid mobile number' }],
    ['mobile of 11 digits', { mobile: '77123456789' }, { mobile: 'Invalid mobile number' }],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf({ ...VALID, ...change })).toEqual(expected);
  });
});
