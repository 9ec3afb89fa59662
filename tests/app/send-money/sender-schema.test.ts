import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { IdTypeOption } from '@/api/contract.ts';
import { EMPTY_SENDER_FORM, type SenderFormValues } from '@/features/send-money/model/sender-details.ts';
import { senderSchema, type SenderSchemaOptions } from '@/features/send-money/model/sender-schema.ts';
import { migrationOtpSchema } from '@/features/send-money/model/migration-otp-schema.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

/** Today, fixed: 15 June 2025 (local time). */
const TODAY = new Date(2025, 5, 15, 10, 30);
const SA_ID_TYPES = UI_OPTIONS.id_types.sa.id1;

const UK_VALID: SenderFormValues = {
  ...EMPTY_SENDER_FORM,
  first_name: 'Tendai',
  last_name: 'Moyo',
  mobile: '447700900003',
  dob: '1985-04-12',
  gender: 'Male',
};

const SA_VALID: SenderFormValues = {
  ...UK_VALID,
  mobile: '27821000009',
  postal_code: '7925',
  address_line_1: '25 Sample Avenue',
  city: 'Cape Town',
  state_province: 'Western Cape',
  nationality: 'ZA',
  id1_type: 'SA_National_ID',
  id1_details: '8504125800000',
  id1_issue_place: 'Cape Town',
  id1_expiry: '2030-01-31',
};

const UK: SenderSchemaOptions = {
  country: 'UK',
  mobileLocked: true,
  idTypes: SA_ID_TYPES,
  today: () => TODAY,
};
const SA: SenderSchemaOptions = { ...UK, country: 'SA' };
const UK_TYPED_MOBILE: SenderSchemaOptions = { ...UK, mobileLocked: false };

/** Field -> the first message of each failing field. */
function errorsOf(options: SenderSchemaOptions, values: SenderFormValues): Record<string, string> {
  try {
    senderSchema(options).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const item of error.inner) out[item.path ?? ''] ??= item.message;
    return out;
  }
}

const NOT_LETTERS = 'First name does not allow numeric values or special characters';

describe('Sender Details schema: every sender (spec §5)', () => {
  it.each<[string, Partial<SenderFormValues>, Record<string, string>]>([
    ['valid', {}, {}],
    ['names with spaces and accents', { first_name: 'Anna Maria', last_name: 'Müller' }, {}],
    ['middle name and referral code are optional', { middle_name: '', referral_code: '' }, {}],
    ['empty first name (our text)', { first_name: '' }, { first_name: 'First name is required' }],
    ['blank first name (our text)', { first_name: '   ' }, { first_name: 'First name is required' }],
    ['first name with a digit', { first_name: 'Tendai2' }, { first_name: NOT_LETTERS }],
    ['first name with a hyphen', { first_name: 'Mary-Jane' }, { first_name: NOT_LETTERS }],
    ['empty last name (our text)', { last_name: '' }, { last_name: 'Last name is required' }],
    // the spec's quirk: the last name's message says First name in this form
    ['last name with a digit says First name', { last_name: 'M0yo' }, { last_name: NOT_LETTERS }],
    ['last name with an apostrophe', { last_name: "O'Neil" }, { last_name: NOT_LETTERS }],
    [
      'middle name with a digit',
      { middle_name: 'J4' },
      { middle_name: 'Middle name does not allow numeric values or special characters' },
    ],
    ['no gender', { gender: '' }, { gender: 'Gender is required' }],
    ['no date of birth', { dob: '' }, { dob: 'Date of birth is required' }],
    ['not a date', { dob: '1985-13-40' }, { dob: 'Date of birth is required' }],
    ['18 today', { dob: '2007-06-15' }, {}],
    ['18 tomorrow', { dob: '2007-06-16' }, { dob: 'You must be 18 or older' }],
    ['born in the future', { dob: '2030-01-01' }, { dob: 'You must be 18 or older' }],
    ['SA fields are not asked of UK senders', { nationality: '', id1_type: '', id1_expiry: '' }, {}],
    ['a locked mobile is not checked', { mobile: '447700900003' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(UK, { ...UK_VALID, ...change })).toEqual(expected);
  });
});

describe('Sender Details schema: a mobile the user types (no mobile yet)', () => {
  const PHONE =
    'Phone number should have numbers only and does not accept spaces. Should not start with a zero';
  it.each<[string, string, Record<string, string>]>([
    ['9 digits', '770090000', {}],
    ['10 digits', '7700900003', {}],
    ['empty', '', { mobile: 'Mobile is required' }],
    ['a leading zero', '07700900003', { mobile: PHONE }],
    ['a space', '7700 900003', { mobile: PHONE }],
    ['a plus', '+447700900', { mobile: PHONE }],
    ['8 digits', '77009000', { mobile: 'Invalid mobile number' }],
    ['11 digits', '77009000031', { mobile: 'Invalid mobile number' }],
  ])('%s', (_name, mobile, expected) => {
    expect(errorsOf(UK_TYPED_MOBILE, { ...UK_VALID, mobile })).toEqual(expected);
  });
});

describe('Sender Details schema: SA senders also give address and ID', () => {
  it.each<[string, Partial<SenderFormValues>, Record<string, string>]>([
    ['valid', {}, {}],
    ['address line 2 is optional', { address_line_2: '' }, {}],
    ['no nationality', { nationality: '' }, { nationality: 'Nationality required' }],
    ['no ID type', { id1_type: '' }, { id1_type: 'ID required' }],
    ['no ID number', { id1_details: '' }, { id1_details: 'ID Number is required' }],
    ['no issue place', { id1_issue_place: '' }, { id1_issue_place: 'ID issue place required' }],
    ['no expiry', { id1_expiry: '' }, { id1_expiry: 'Expiry date should be greater than today' }],
    [
      'expiring today',
      { id1_expiry: '2025-06-15' },
      { id1_expiry: 'Expiry date should be greater than today' },
    ],
    ['expired', { id1_expiry: '2024-01-01' }, { id1_expiry: 'Expiry date should be greater than today' }],
    ['expiring tomorrow', { id1_expiry: '2025-06-16' }, {}],
    ['no post code (our text)', { postal_code: '' }, { postal_code: 'Post code is required' }],
    [
      'no address line 1 (our text)',
      { address_line_1: '' },
      { address_line_1: 'Address line 1 is required' },
    ],
    ['no city (our text)', { city: '' }, { city: 'City is required' }],
    ['no province (our text)', { state_province: '' }, { state_province: 'State/Province is required' }],
    ['SA National ID needs neither extra number', { id1_type: 'SA_National_ID' }, {}],
    [
      'Foreign National ID needs the foreign ID number',
      { id1_type: 'Foreign_National ID' },
      { id3_details: 'Foreign ID Number required' },
    ],
    [
      'Passport needs the foreign ID number',
      { id1_type: 'Passport' },
      { id3_details: 'Foreign ID Number required' },
    ],
    ['Passport with it', { id1_type: 'Passport', id3_details: 'ZW123456' }, {}],
    [
      'Other needs the resident permit',
      { id1_type: 'Other' },
      { id4_details: 'Resident permit is required' },
    ],
    ['Other with it', { id1_type: 'Other', id4_details: 'RP-778' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(SA, { ...SA_VALID, ...change })).toEqual(expected);
  });

  it("follows the UI options' flags over the spec's default types", () => {
    const flagged: IdTypeOption[] = [
      { type: 'Passport', code: 'Passport', foreign_id_number_required: false, permit_number_required: true },
    ];
    const options = { ...SA, idTypes: flagged };
    expect(errorsOf(options, { ...SA_VALID, id1_type: 'Passport' })).toEqual({
      id4_details: 'Resident permit is required',
    });
  });
});

describe('the migration code (spec §5 Other, §9: 6 digits)', () => {
  it.each<[string, boolean]>([
    ['123456', true],
    ['12345', false],
    ['', false],
    ['12a456', false],
    ['1234567', false],
  ])("'%s' valid: %s", (otp, valid) => {
    if (valid) expect(migrationOtpSchema.validateSync({ otp })).toEqual({ otp });
    else expect(() => migrationOtpSchema.validateSync({ otp })).toThrow('Enter valid OTP');
  });
});
