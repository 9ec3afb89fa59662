import { describe, expect, it } from 'vitest';
import type { IdTypeOption, User } from '@/api/contract.ts';
import {
  EMPTY_SENDER_FORM,
  initialSenderForm,
  searchRequest,
  toSenderDetails,
  type SenderFormValues,
} from '@/features/send-money/model/sender-details.ts';
import { needsForeignIdNumber, needsPermitNumber } from '@/remittance/model/sender-id-rules.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const UK_USER: User = {
  id: 3,
  remitter_id: null,
  session_id: 'S3',
  country: 'UK',
  mobile: '447700900003',
  email: 'uk.new@example.com',
  first_name: null,
  onboarded: false,
  kyc_status: 'lite',
  remitone_status: 'valid',
  default_transfer_purpose: null,
};
const SA_USER: User = { ...UK_USER, country: 'SA', mobile: '27821000009' };
const NO_MOBILE: User = { ...UK_USER, mobile: '' };

const TYPED: SenderFormValues = {
  ...EMPTY_SENDER_FORM,
  first_name: ' Tendai ',
  middle_name: '',
  last_name: 'Moyo',
  mobile: '447700900003',
  dob: '1985-04-12',
  gender: 'Male',
  referral_code: '',
};

const SA_TYPED: SenderFormValues = {
  ...TYPED,
  mobile: '27821000009',
  postal_code: '7925',
  address_line_1: '25 Sample Avenue',
  address_line_2: '',
  city: 'Cape Town',
  state_province: 'Western Cape',
  nationality: 'ZW',
  id1_type: 'Passport',
  id1_details: 'P123',
  id1_issue_place: 'Harare',
  id1_expiry: '2030-01-31',
  id3_details: 'ZW-1',
  id4_details: 'left over from another type',
};

describe('ID type rules: the options flags, else the spec types', () => {
  const flags: IdTypeOption[] = [{ type: 'X', code: 'Other', permit_number_required: false }];
  it.each<[string, readonly IdTypeOption[], boolean, boolean]>([
    ['SA_National_ID', UI_OPTIONS.id_types.sa.id1, false, false],
    ['Foreign_National ID', UI_OPTIONS.id_types.sa.id1, true, false],
    ['Passport', UI_OPTIONS.id_types.sa.id1, true, false],
    ['Other', UI_OPTIONS.id_types.sa.id1, false, true],
    ['Passport', [], true, false],
    ['Other', [], false, true],
    ['Other', flags, false, false],
    ['', UI_OPTIONS.id_types.sa.id1, false, false],
  ])('%s: foreign ID %s / permit %s', (code, types, foreign, permit) => {
    expect(needsForeignIdNumber(code, types)).toBe(foreign);
    expect(needsPermitNumber(code, types)).toBe(permit);
  });
});

describe('toSenderDetails: the form as the onboarding payload', () => {
  it('UK: the personal fields, trimmed, empty optional ones left out, the locked mobile', () => {
    expect(toSenderDetails(TYPED, UK_USER, UI_OPTIONS)).toEqual({
      first_name: 'Tendai',
      last_name: 'Moyo',
      mobile: '447700900003',
      dob: '1985-04-12',
      gender: 'Male',
      default_transfer_purpose: 'other',
    });
  });

  it("UK: the account's own default purpose when it names one", () => {
    const user = { ...UK_USER, default_transfer_purpose: 'gift' };
    expect(toSenderDetails(TYPED, user, UI_OPTIONS).default_transfer_purpose).toBe('gift');
  });

  it('a typed mobile gets the dial code', () => {
    const details = toSenderDetails({ ...TYPED, mobile: '7700900123' }, NO_MOBILE, UI_OPTIONS);
    expect(details.mobile).toBe('447700900123');
  });

  it('SA: address, ID, the foreign ID with its type, no permit for a passport, the purpose', () => {
    expect(toSenderDetails(SA_TYPED, SA_USER, UI_OPTIONS)).toEqual({
      first_name: 'Tendai',
      last_name: 'Moyo',
      mobile: '27821000009',
      dob: '1985-04-12',
      gender: 'Male',
      postal_code: '7925',
      address_line_1: '25 Sample Avenue',
      city: 'Cape Town',
      state_province: 'Western Cape',
      nationality: 'ZW',
      id1_type: 'Passport',
      id1_details: 'P123',
      id1_issue_place: 'Harare',
      id1_issue_country: 'ZW',
      id1_expiry: '2030-01-31',
      id3_details: 'ZW-1',
      id3_type: 'foreign_id',
      default_transfer_purpose: '401 Gifts',
    });
  });

  it.each([
    ['the ID type names none, nor the account', undefined, null, '401 Gifts'],
    ['the account names one', undefined, 'Family Support', 'Family Support'],
    ['the ID type names one', 'Education', 'Family Support', 'Education'],
  ])("SA default purpose: %s -> '%s'", (_name, typePurpose, userPurpose, expected) => {
    const options = structuredClone(UI_OPTIONS);
    for (const option of options.id_types.sa.id1) option.default_transfer_purpose = typePurpose;
    const details = toSenderDetails(SA_TYPED, { ...SA_USER, default_transfer_purpose: userPurpose }, options);
    expect(details.default_transfer_purpose).toBe(expected);
  });

  it('SA Other: the permit with its type, no foreign ID', () => {
    const details = toSenderDetails(
      { ...SA_TYPED, id1_type: 'Other', id4_details: 'RP-1' },
      SA_USER,
      UI_OPTIONS,
    );
    expect(details).toMatchObject({ id4_details: 'RP-1', id4_type: 'residence_permit' });
    expect(details).not.toHaveProperty('id3_details');
  });

  it('the search body', () => {
    const details = toSenderDetails({ ...TYPED, referral_code: 'FRIEND1' }, UK_USER, UI_OPTIONS);
    expect(searchRequest(details, UK_USER)).toEqual({
      country: 'UK',
      first_name: 'Tendai',
      last_name: 'Moyo',
      mobile: '447700900003',
      dob: '1985-04-12',
      referral_code: 'FRIEND1',
    });
  });
});

describe('initialSenderForm: draft, else confirmed details, else the user', () => {
  const details = toSenderDetails(TYPED, UK_USER, UI_OPTIONS);
  it.each<
    [
      string,
      User,
      Parameters<typeof initialSenderForm>[1],
      Parameters<typeof initialSenderForm>[2],
      Partial<SenderFormValues>,
    ]
  >([
    [
      'the user',
      { ...UK_USER, first_name: 'Tendai' },
      null,
      null,
      { first_name: 'Tendai', mobile: '447700900003', last_name: '' },
    ],
    [
      'the confirmed details',
      UK_USER,
      details,
      null,
      { first_name: 'Tendai', last_name: 'Moyo', dob: '1985-04-12' },
    ],
    ['the draft first', UK_USER, details, { last_name: 'Typed' }, { first_name: '', last_name: 'Typed' }],
    ['the locked mobile wins over a draft', UK_USER, null, { mobile: '123' }, { mobile: '447700900003' }],
    [
      'no mobile: the national number back from the details',
      NO_MOBILE,
      { ...details, mobile: '447700900123' },
      null,
      { mobile: '7700900123' },
    ],
  ])('%s', (_name, user, stored, draft, expected) => {
    expect(initialSenderForm(user, stored, draft)).toMatchObject(expected);
  });
});

describe("initialSenderForm: the sign-up link's referral code", () => {
  const details = toSenderDetails({ ...TYPED, referral_code: 'R200002' }, UK_USER, UI_OPTIONS);
  it.each<[string, Parameters<typeof initialSenderForm>[1], Parameters<typeof initialSenderForm>[2], string]>(
    [
      ['prefills a fresh form', null, null, 'R100001'],
      ['never replaces the details confirmed', details, null, 'R200002'],
      ['never replaces what was typed', null, { referral_code: '' }, ''],
    ],
  )('%s', (_name, stored, draft, code) => {
    expect(initialSenderForm(UK_USER, stored, draft, 'R100001').referral_code).toBe(code);
  });

  it('is sent as referral_code', () => {
    const values = initialSenderForm({ ...UK_USER, first_name: 'Tendai' }, null, null, 'R100001');
    expect(toSenderDetails(values, UK_USER, UI_OPTIONS).referral_code).toBe('R100001');
  });
});
