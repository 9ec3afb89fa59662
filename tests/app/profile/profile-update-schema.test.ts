import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Country, KycTier } from '@/api/contract.ts';
import { MOBILE_INVALID } from '@/features/auth/model/mobile.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@/features/auth/model/email.ts';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  DOB_REQUIRED,
  EXPIRY_NOT_FUTURE,
  FIRST_NAME_REQUIRED,
  ID_ISSUE_PLACE_REQUIRED,
  ID_NUMBER_REQUIRED,
  ID_TYPE_REQUIRED,
  LAST_NAME_REQUIRED,
  MIDDLE_NAME_NOT_LETTERS,
  NAME_NOT_LETTERS,
  NATIONALITY_REQUIRED,
  PHONE_FORMAT,
  PHONE_REQUIRED,
  PROVINCE_REQUIRED,
  UNDER_AGE,
} from '@/lib/person-messages.ts';
import {
  ID_EXPIRY_REQUIRED,
  ID_ISSUE_COUNTRY_REQUIRED,
  FILE_REQUIRED,
  LAST_NAME_NOT_LETTERS,
} from '@/features/profile/model/messages.ts';
import {
  idRequirements,
  phoneLengths,
  profileUpdateSchema,
  type ProfileUpdateValues,
} from '@/features/profile/model/profile-update-schema.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const TODAY = new Date(2025, 5, 15);
const png = new File(['x'], 'bill.png', { type: 'image/png' });

const VALID: ProfileUpdateValues = {
  first_name: 'Amelia',
  middle_name: '',
  last_name: 'Carter',
  dob: '1988-03-14',
  gender: 'Female',
  nationality: 'GB',
  mobile: '7700900001',
  email: 'amelia@example.com',
  post_code: 'SW1A 1AA',
  address_line_1: '10 Example Road',
  address_line_2: '',
  city: 'London',
  state_province: 'Greater London',
  id1_type: 'drivingLicence',
  id1_details: 'DL1',
  id1_issue_place: 'Swansea',
  id1_issue_country: 'GB',
  id1_expiry: '2030-01-01',
  id3_details: '',
  id4_details: '',
  id3_type: '',
  id4_type: '',
  id2_type: '',
  id1: null,
  id2: null,
};

/** Field -> message of every error, for the user's country and tier. */
async function errors(country: Country, tier: KycTier, change: Partial<ProfileUpdateValues>) {
  const idTypes = country === 'UK' ? UI_OPTIONS.id_types.uk.id1 : UI_OPTIONS.id_types.sa.id1;
  const schema = profileUpdateSchema({ country, tier, idTypes, today: () => TODAY });
  try {
    await schema.validate({ ...VALID, ...change }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as the form shows it.
    return Object.fromEntries(error.inner.reverse().map((item) => [item.path, item.message]));
  }
}

describe('every tier and country: names, nationality, date of birth, phone, email', () => {
  it.each([
    [{ first_name: '' }, { first_name: FIRST_NAME_REQUIRED }],
    [{ first_name: 'Am3lia' }, { first_name: NAME_NOT_LETTERS }],
    [{ middle_name: 'J@ne' }, { middle_name: MIDDLE_NAME_NOT_LETTERS }],
    [{ last_name: '' }, { last_name: LAST_NAME_REQUIRED }],
    [{ last_name: 'Carter2' }, { last_name: LAST_NAME_NOT_LETTERS }],
    [{ first_name: 'Anne Marie', last_name: 'de la Cruz' }, {}],
    [{ nationality: '' }, { nationality: NATIONALITY_REQUIRED }],
    [{ dob: '' }, { dob: DOB_REQUIRED }],
    [{ dob: '2007-06-16' }, { dob: UNDER_AGE }],
    [{ dob: '2007-06-15' }, {}],
    [{ mobile: '' }, { mobile: PHONE_REQUIRED }],
    [{ mobile: '07700900001' }, { mobile: PHONE_FORMAT }],
    [{ mobile: '7700 90000' }, { mobile: PHONE_FORMAT }],
    [{ mobile: '77009000' }, { mobile: MOBILE_INVALID }],
    [{ email: '' }, { email: EMAIL_REQUIRED }],
    [{ email: 'amelia@' }, { email: EMAIL_INVALID }],
  ])('%j', async (change, expected) => {
    for (const [country, tier] of [
      ['UK', 'limited'],
      ['SA', 'lite'],
    ] as const) {
      expect(await errors(country, tier, change)).toEqual(expected);
    }
  });
});

describe('the phone has 9 to 10 digits for UK lite, 9 to 11 otherwise', () => {
  it.each([
    ['UK', 'lite', '7700900001', true],
    ['UK', 'lite', '77009000012', false],
    ['UK', 'limited', '77009000012', true],
    ['UK', 'unlimited', '77009000012', true],
    ['SA', 'lite', '82100000299', true],
    ['SA', 'limited', '821000002999', false],
    ['SA', 'lite', '82100000', false],
  ] as const)('%s %s %s -> %s', async (country, tier, mobile, ok) => {
    expect(phoneLengths({ country, tier }).max).toBe(country === 'UK' && tier === 'lite' ? 10 : 11);
    const found = await errors(country, tier, { mobile, id1_type: 'SA_National_ID' });
    expect(found.mobile).toBe(ok ? undefined : MOBILE_INVALID);
  });
});

describe('limited and unlimited need the address; lite does not', () => {
  const noAddress = { address_line_1: '', city: '', state_province: '' };
  it.each([
    ['UK', 'lite', {}],
    ['SA', 'lite', {}],
    [
      'UK',
      'limited',
      { address_line_1: ADDRESS_REQUIRED, city: CITY_REQUIRED, state_province: PROVINCE_REQUIRED },
    ],
    [
      'UK',
      'unlimited',
      { address_line_1: ADDRESS_REQUIRED, city: CITY_REQUIRED, state_province: PROVINCE_REQUIRED },
    ],
    [
      'SA',
      'limited',
      { address_line_1: ADDRESS_REQUIRED, city: CITY_REQUIRED, state_province: PROVINCE_REQUIRED },
    ],
  ] as const)('%s %s', async (country, tier, expected) => {
    const change = country === 'SA' ? { ...noAddress, id1_type: 'SA_National_ID' } : noAddress;
    expect(await errors(country, tier, change)).toEqual(expected);
  });
});

describe('the ID by tier and country (doc 2 §5)', () => {
  const noId = { id1_type: '', id1_details: '', id1_issue_place: '', id1_issue_country: '', id1_expiry: '' };
  it.each([
    ['UK', 'lite', noId, {}],
    ['SA', 'lite', noId, {}],
    ['UK', 'limited', noId, { id1_type: ID_TYPE_REQUIRED }],
    [
      'SA',
      'limited',
      noId,
      {
        id1_type: ID_TYPE_REQUIRED,
        id1_details: ID_NUMBER_REQUIRED,
        id1_issue_place: ID_ISSUE_PLACE_REQUIRED,
        id1_issue_country: ID_ISSUE_COUNTRY_REQUIRED,
        id1_expiry: ID_EXPIRY_REQUIRED,
      },
    ],
    ['SA', 'limited', { id1_type: 'SA_National_ID', id1_expiry: '' }, {}],
    ['SA', 'limited', { id1_type: 'Foreign_National ID', id1_expiry: '' }, {}],
    ['SA', 'limited', { id1_type: 'Passport', id1_expiry: '' }, { id1_expiry: ID_EXPIRY_REQUIRED }],
    [
      'UK',
      'unlimited',
      { ...noId, id1_type: 'drivingLicence' },
      {
        id1_details: ID_NUMBER_REQUIRED,
        id1_issue_place: ID_ISSUE_PLACE_REQUIRED,
        id1_issue_country: ID_ISSUE_COUNTRY_REQUIRED,
        id1_expiry: ID_EXPIRY_REQUIRED,
      },
    ],
    ['UK', 'unlimited', { id1_type: 'Passport' }, { id2: FILE_REQUIRED }],
    ['UK', 'unlimited', { id1_type: 'Residence_Permit' }, { id2: FILE_REQUIRED }],
    ['UK', 'unlimited', { id1_type: 'Other' }, { id2: FILE_REQUIRED }],
    ['UK', 'unlimited', { id1_type: 'Passport', id2: png }, {}],
    ['UK', 'limited', { id1_type: 'Passport' }, {}],
    ['UK', 'limited', { id1_expiry: '2025-06-15' }, { id1_expiry: EXPIRY_NOT_FUTURE }],
    ['UK', 'lite', { id1_expiry: '2020-01-01' }, { id1_expiry: EXPIRY_NOT_FUTURE }],
    [
      'SA',
      'limited',
      { id1_type: 'SA_National_ID', id1_expiry: '2024-01-01' },
      { id1_expiry: EXPIRY_NOT_FUTURE },
    ],
  ] as const)('%s %s %j', async (country, tier, change, expected) => {
    expect(await errors(country, tier, change as Partial<ProfileUpdateValues>)).toEqual(expected);
  });

  it('lite users are shown no ID section: they upgrade instead', () => {
    expect(idRequirements({ country: 'UK', tier: 'lite' }, []).shown).toBe(false);
    expect(idRequirements({ country: 'SA', tier: 'limited' }, []).shown).toBe(true);
  });
});
