import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { Country, KycTier } from '@/api/contract.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@/features/auth/model/email.ts';
import {
  DETAILS_REQUIRED,
  FIELD_REQUIRED,
  ID_EXPIRY_REQUIRED,
  ID_ISSUE_COUNTRY_REQUIRED,
  NATIONALITY_IS_REQUIRED,
  FILE_FORMAT,
  FILE_REQUIRED,
} from '@/features/profile/model/messages.ts';
import { type UpgradeTarget } from '@/features/profile/model/tiers.ts';
import {
  EXPIRY_NOT_FUTURE,
  FOREIGN_ID_REQUIRED,
  ID_ISSUE_PLACE_REQUIRED,
  ID_TYPE_REQUIRED,
  PERMIT_REQUIRED,
} from '@/lib/person-messages.ts';
import { idNeeds, upgradeSchema } from '@/features/upgrades/model/upgrade-rules.ts';
import {
  initialUpgradeValues,
  upgradePayload,
  type UpgradeValues,
} from '@/features/upgrades/model/upgrade-values.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const TODAY = new Date(2025, 5, 15);
const png = (name = 'id.png') => new File(['x'], name, { type: 'image/png' });
const idTypesOf = (country: Country) =>
  country === 'UK' ? UI_OPTIONS.id_types.uk.id1 : UI_OPTIONS.id_types.sa.id1;

const FILLED: UpgradeValues = {
  ...initialUpgradeValues(undefined, { email: 'me@example.com' }),
  post_code: 'B1 1BB',
  address_line_1: '7 Demo Lane',
  city: 'Birmingham',
  state_province: 'West Midlands',
  nationality: 'GB',
  id1_type: 'drivingLicence',
  id1_details: 'DL000001',
  id1_issue_place: 'Swansea',
  id1_issue_country: 'GB',
  id1_expiry: '2029-12-31',
  id1: png(),
};

async function errors(
  country: Country,
  tier: KycTier,
  target: UpgradeTarget,
  change: Partial<UpgradeValues>,
): Promise<Record<string, string>> {
  const schema = upgradeSchema({ country, tier, target, idTypes: idTypesOf(country), today: () => TODAY });
  try {
    await schema.validate({ ...FILLED, ...change }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.reverse().map((item) => [item.path, item.message]));
  }
}

const SA_FILLED = {
  nationality: 'ZA',
  id1_type: 'SA_National_ID',
  id1_issue_country: 'ZA',
  id2_type: 'utility_bill',
};

describe('upgrade to limited (lite): every field with its message', () => {
  it('an empty form', async () => {
    const empty = initialUpgradeValues(undefined, { email: '' });
    expect(await errors('UK', 'lite', 'limited', empty)).toEqual({
      post_code: FIELD_REQUIRED,
      address_line_1: FIELD_REQUIRED,
      city: FIELD_REQUIRED,
      state_province: FIELD_REQUIRED,
      nationality: NATIONALITY_IS_REQUIRED,
      id1_type: ID_TYPE_REQUIRED,
      id1_details: DETAILS_REQUIRED,
      id1_issue_place: ID_ISSUE_PLACE_REQUIRED,
      id1_issue_country: ID_ISSUE_COUNTRY_REQUIRED,
      id1_expiry: ID_EXPIRY_REQUIRED,
      id1: FILE_REQUIRED,
    });
  });

  it.each([
    ['UK', { id1_expiry: '2025-06-15' }, { id1_expiry: EXPIRY_NOT_FUTURE }],
    ['UK', { id1: new File(['x'], 'id.docx', { type: 'application/msword' }) }, { id1: FILE_FORMAT }],
    ['UK', { id1_type: 'Residence_Permit' }, { id1_scan2: FILE_REQUIRED, id2: FILE_REQUIRED }],
    ['UK', { id1_type: 'Passport' }, { id2: FILE_REQUIRED }],
    ['UK', { id1_type: 'Other' }, { id2: FILE_REQUIRED }],
    ['UK', { id1_type: 'Passport', id2: png('bill.pdf') }, {}],
    ['UK', { id1_type: 'drivingLicence' }, {}],
    ['UK', { id2: new File(['x'], 'bill.txt', { type: 'text/plain' }) }, { id2: FILE_FORMAT }],
    ['SA', SA_FILLED, {}],
    ['SA', { ...SA_FILLED, id2_type: '' }, { id2_type: FIELD_REQUIRED }],
    ['SA', { ...SA_FILLED, id1_type: 'Passport' }, { id3_details: FOREIGN_ID_REQUIRED }],
    ['SA', { ...SA_FILLED, id1_type: 'Foreign_National ID' }, { id3_details: FOREIGN_ID_REQUIRED }],
    ['SA', { ...SA_FILLED, id1_type: 'Other' }, { id4_details: PERMIT_REQUIRED }],
    ['SA', { ...SA_FILLED, id1_type: 'Passport', id3_details: 'F1' }, {}],
    ['SA', { ...SA_FILLED, id1_type: 'Residence_Permit' }, {}],
  ] as const)('%s %j', async (country, change, expected) => {
    expect(await errors(country, 'lite', 'limited', change as Partial<UpgradeValues>)).toEqual(expected);
  });
});

describe('upgrade to unlimited', () => {
  it('from limited: a valid email and the source-of-funds file only', async () => {
    const empty = initialUpgradeValues(undefined, { email: '' });
    expect(await errors('UK', 'limited', 'unlimited', empty)).toEqual({
      email: EMAIL_REQUIRED,
      id3: FILE_REQUIRED,
    });
    expect(await errors('UK', 'limited', 'unlimited', { ...empty, email: 'x@', id3: png() })).toEqual({
      email: EMAIL_INVALID,
    });
    expect(
      await errors('UK', 'limited', 'unlimited', { ...empty, email: 'me@example.com', id3: png() }),
    ).toEqual({});
  });

  it('from lite: the limited form, and the source of funds', async () => {
    expect(await errors('UK', 'lite', 'unlimited', {})).toEqual({ id3: FILE_REQUIRED });
    expect(await errors('UK', 'lite', 'unlimited', { city: '', id3: png() })).toEqual({
      city: FIELD_REQUIRED,
    });
  });
});

describe('idNeeds and the payload', () => {
  it.each([
    [
      'UK',
      'Residence_Permit',
      { backSide: true, proofRequired: true, proofType: false, foreignIdNumber: false, permitNumber: false },
    ],
    [
      'UK',
      'drivingLicence',
      {
        backSide: false,
        proofRequired: false,
        proofType: false,
        foreignIdNumber: false,
        permitNumber: false,
      },
    ],
    [
      'SA',
      'Passport',
      { backSide: false, proofRequired: false, proofType: true, foreignIdNumber: true, permitNumber: false },
    ],
    [
      'SA',
      'Other',
      { backSide: false, proofRequired: false, proofType: true, foreignIdNumber: false, permitNumber: true },
    ],
    [
      'SA',
      '',
      { backSide: false, proofRequired: false, proofType: true, foreignIdNumber: false, permitNumber: false },
    ],
  ] as const)('%s %s', (country, type, needs) =>
    expect(idNeeds(country, type, idTypesOf(country))).toEqual(needs),
  );

  it('sends what the form asked for: lite to limited (SA), with the type label and only the number the type needs', () => {
    const values = {
      ...FILLED,
      ...SA_FILLED,
      id1_type: 'Passport',
      id3_details: 'F1',
      id4_details: 'stale',
      id3: png(),
    };
    const who = {
      country: 'SA',
      tier: 'lite',
      idTypes: idTypesOf('SA'),
      numberTypes: { id3: 'foreign_id', id4: 'residence_permit' },
    } as const;
    const payload = upgradePayload(values, 'limited', who, idNeeds('SA', 'Passport', who.idTypes));
    expect(Object.keys(payload).sort()).toEqual(
      [
        'upgrade_type',
        'post_code',
        'address_line_1',
        'city',
        'state_province',
        'nationality',
        'id1_type',
        'id1_type_label',
        'id1_details',
        'id1_issue_place',
        'id1_issue_country',
        'id1_expiry',
        'id2_type',
        'id1',
        'id3_details',
        'id3_type',
      ].sort(),
    );
    // doc 1 §3: each number beside its type
    expect(payload).toMatchObject({
      upgrade_type: 'limited',
      id1_type_label: 'Passport',
      id3_details: 'F1',
      id3_type: 'foreign_id',
    });
    const permit = upgradePayload(
      { ...values, id1_type: 'Other', id3_details: '', id4_details: 'RP1' },
      'limited',
      who,
      idNeeds('SA', 'Other', who.idTypes),
    );
    expect(permit).toMatchObject({ id4_details: 'RP1', id4_type: 'residence_permit' });
    expect(permit).not.toHaveProperty('id3_type');
  });

  it('limited to unlimited: the email and the source of funds only', () => {
    const funds = png('payslip.pdf');
    const values = { ...FILLED, email: ' me@example.com ', id3: funds, id3_type: 'payslip' };
    const who = {
      country: 'UK',
      tier: 'limited',
      idTypes: idTypesOf('UK'),
      fundsTypes: [{ type: 'Payslip', code: 'payslip' }],
    } as const;
    expect(upgradePayload(values, 'unlimited', who, idNeeds('UK', 'drivingLicence', who.idTypes))).toEqual({
      upgrade_type: 'unlimited',
      email: 'me@example.com',
      id3: funds,
      id3_type: 'payslip',
      source_of_funds: 'Payslip',
    });
  });
});
