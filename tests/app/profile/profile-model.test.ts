import { describe, expect, it } from 'vitest';
import type { Profile, User } from '@/api/contract.ts';
import {
  needsBackSide,
  needsProofOfAddress,
  countryName,
  saExpiryNeeded,
} from '@/features/profile/model/id-types.ts';
import {
  contactChanges,
  initialUpdateValues,
  nationalNumber,
  updatePayload,
} from '@/features/profile/model/profile-update-values.ts';
import {
  documentsOnFile,
  expiryText,
  maskedNumber,
  NOT_GIVEN,
  personalItems,
  tierText,
} from '@/features/profile/model/profile-view.ts';
import { userFromProfile } from '@/features/profile/model/user-sync.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const USER: User = {
  id: 1,
  remitter_id: 'R100001',
  session_id: 's',
  country: 'UK',
  mobile: '447700900001',
  email: 'uk.sender@example.com',
  first_name: 'Amelia',
  onboarded: true,
  kyc_status: 'limited',
  remitone_status: 'valid',
  default_transfer_purpose: null,
};

const PROFILE: Profile = {
  remitter_id: 'R100001',
  firstname: 'Amelia',
  middlename: '',
  lastname: 'Carter',
  dob: '1988-03-14',
  nationality: 'GB',
  email: 'uk.sender@example.com',
  mobile: '447700900001',
  address1: '10 Example Road',
  address2: 'Flat 2',
  city: 'London',
  state: 'Greater London',
  postcode: 'SW1A 1AA',
  country: 'UK',
  id1_type: 'Passport',
  id1_details: 'P0000001',
  id1_issue_place: 'London',
  id1_issue_country: 'GB',
  id1_expiry: '2031-06-30',
  id2_type: '',
  id3_type: '',
  id4_type: '',
  id3_details: '',
  id3_issue_place: '',
  id3_issue_country: '',
  id3_issue_expiry: '',
  id_scan_2: '',
  default_transfer_purpose: 'family_support',
  kyc_status: 'limited',
  middleware: { kyc_status: 'limited', gender: 'Female' },
};

describe('ID types: the options flags decide, the spec names are the fallback', () => {
  const uk = UI_OPTIONS.id_types.uk.id1;
  it.each([
    ['Residence_Permit', true, true],
    ['Passport', false, true],
    ['Other', false, true],
    ['drivingLicence', false, false],
    ['', false, false],
  ])('UK %s: back side %s, proof %s', (code, back, proof) => {
    expect(needsBackSide(code, uk)).toBe(back);
    expect(needsProofOfAddress(code, uk)).toBe(proof);
  });

  it('a flag overrides the spec names', () => {
    const flagged = [
      { type: 'Passport', code: 'Passport', proof_of_address: false, id1_scan2_required: true },
    ];
    expect(needsProofOfAddress('Passport', flagged)).toBe(false);
    expect(needsBackSide('Passport', flagged)).toBe(true);
    expect(needsBackSide('Residence_Permit', [])).toBe(true);
  });

  it.each([
    ['SA_National_ID', false],
    ['Foreign_National ID', false],
    ['Passport', true],
    ['Other', true],
  ])('SA limited %s asks for the expiry: %s', (code, needed) => {
    expect(saExpiryNeeded(code, UI_OPTIONS.id_types.sa.id1)).toBe(needed);
  });

  it('names issue countries', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('ZA')).toBe('South Africa');
    expect(countryName('Narnia')).toBe('Narnia');
  });
});

describe('the profile update values', () => {
  it('start from the profile, the mobile without its dial code', () => {
    const values = initialUpdateValues(PROFILE, USER);
    expect(values).toMatchObject({
      first_name: 'Amelia',
      last_name: 'Carter',
      gender: 'Female',
      mobile: '7700900001',
      post_code: 'SW1A 1AA',
      address_line_1: '10 Example Road',
      state_province: 'Greater London',
      id1_expiry: '2031-06-30',
      id1: null,
    });
  });

  it('without a profile, start from the user', () => {
    expect(initialUpdateValues(undefined, USER)).toMatchObject({
      first_name: 'Amelia',
      mobile: '7700900001',
      email: 'uk.sender@example.com',
      last_name: '',
    });
  });

  it.each([
    ['447700900001', 'UK', '7700900001'],
    ['27821000002', 'SA', '821000002'],
    ['+44 7700 900001', 'UK', '7700900001'],
    ['7700900001', 'UK', '7700900001'],
  ])('nationalNumber(%s, %s) -> %s', (mobile, country, national) => {
    expect(nationalNumber(mobile, country)).toBe(national);
  });

  it.each([
    [{ mobile: '7700900001', email: 'UK.Sender@example.com' }, {}],
    [{ mobile: '7700900111', email: 'uk.sender@example.com' }, { mobile: '447700900111' }],
    [{ mobile: '7700900001', email: 'new@example.com' }, { email: 'new@example.com' }],
    [
      { mobile: '7700900111', email: ' new@example.com ' },
      { mobile: '447700900111', email: 'new@example.com' },
    ],
  ])('contactChanges(%j) -> %j', (values, changes) => expect(contactChanges(values, USER)).toEqual(changes));

  it('the payload trims text and carries files as they were chosen', () => {
    const scan = new File(['x'], 'id.png', { type: 'image/png' });
    const payload = updatePayload({ ...initialUpdateValues(PROFILE, USER), city: ' Leeds ', id1: scan });
    expect(payload.city).toBe('Leeds');
    expect(payload.id1).toBe(scan);
    expect(payload).not.toHaveProperty('id2');
    expect(payload.mobile).toBe('7700900001');
    // no foreign ID or permit number: their types go empty beside them
    expect(payload).toMatchObject({ id3_details: '', id3_type: '', id4_details: '', id4_type: '' });
  });

  it("sends id3_type and id4_type beside the numbers: the profile's type, else the options' (doc 2 §7)", () => {
    const values = { ...initialUpdateValues(PROFILE, USER), id3_details: ' F123 ', id4_details: 'RP9' };
    const types = { id3: 'foreign_id', id4: 'residence_permit' };
    expect(updatePayload(values, types)).toMatchObject({
      id3_details: 'F123',
      id3_type: 'foreign_id',
      id4_details: 'RP9',
      id4_type: 'residence_permit',
    });
    expect(updatePayload({ ...values, id3_type: 'Foreign_National ID' }, types).id3_type).toBe(
      'Foreign_National ID',
    );
  });
});

describe('the profile as the page shows it', () => {
  it('in words, with what is missing said', () => {
    expect(personalItems(PROFILE, UI_OPTIONS)).toEqual([
      { label: 'First name', value: 'Amelia' },
      { label: 'Middle name', value: NOT_GIVEN },
      { label: 'Last name', value: 'Carter' },
      { label: 'Date of birth', value: '14 Mar 1988' },
      { label: 'Gender', value: 'Female' },
      { label: 'Nationality', value: 'British' },
    ]);
  });

  it.each([
    ['P0000001', '••••0001'],
    ['9007025800000', '••••••0000'],
    ['AB12', 'AB12'],
    ['', NOT_GIVEN],
  ])('maskedNumber(%j) -> %j', (value, masked) => expect(maskedNumber(value)).toBe(masked));

  it.each([
    ['2031-06-30', 'Valid until 30 Jun 2031'],
    ['2020-01-01', 'Expired on 1 Jan 2020'],
    ['', NOT_GIVEN],
  ])('expiryText(%j) -> %j', (value, text) => expect(expiryText(value, new Date(2025, 5, 15))).toBe(text));

  it('lists the IDs on file with type and expiry', () => {
    const documents = documentsOnFile(
      { ...PROFILE, id_scan_2: 'back.png', id2_type: 'utility_bill' },
      UI_OPTIONS,
      new Date(2025, 5, 15),
    );
    expect(documents.map((document) => document.title)).toEqual(['Passport', 'Utility Bill']);
    expect(documents[0]?.items).toEqual([
      { label: 'Number', value: '••••0001' },
      { label: 'Issued in', value: 'London, United Kingdom' },
      { label: 'Expiry', value: 'Valid until 30 Jun 2031' },
      { label: 'Back side', value: 'On file' },
    ]);
    expect(documentsOnFile({ ...PROFILE, id1_type: '', id1_details: '' }, UI_OPTIONS)).toEqual([]);
  });

  it('says an upgrade is under review', () => {
    expect(tierText(PROFILE)).toEqual({ tier: 'Limited', review: null });
    expect(tierText({ kyc_status: 'lite', middleware: { kyc_status: 'limited', gender: '' } })).toEqual({
      tier: 'Lite',
      review: 'Your upgrade to Limited is under review. It takes from instant to 24 hours.',
    });
  });
});

describe('userFromProfile: "profile and user loaded again"', () => {
  it.each([
    ['nothing new', {}, {}],
    ['an upgrade granted', { kyc_status: 'unlimited' }, { kyc_status: 'unlimited' }],
    [
      'an upgrade under review changes nothing',
      { middleware: { kyc_status: 'unlimited', gender: 'Female' } },
      {},
    ],
    [
      'a new mobile and email',
      { mobile: '447700900111', email: 'a@example.com' },
      { mobile: '447700900111', email: 'a@example.com' },
    ],
    ['blank fields change nothing', { firstname: ' ', email: '' }, {}],
    ["the remitone status stays the user's", { remitone_status: 'blocked' }, {}],
  ] as const)('%s', (_name, change, expected) => {
    const next = userFromProfile(USER, { ...PROFILE, ...change } as Profile);
    expect(next).toEqual({ ...USER, ...expected });
    if (Object.keys(expected).length === 0) expect(next).toBe(USER);
  });
});
