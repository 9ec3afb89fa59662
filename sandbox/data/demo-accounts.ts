import type { Country, KycTier, RemitoneStatus } from '../../src/api/contract.ts';

/** The seeded demo accounts (password Sandbox1), as listed in the README. People are made up. */
export interface DemoUser {
  email: string;
  mobile: string;
  country: Country;
  kyc_status: KycTier;
  onboarded: boolean;
  remitone_status: RemitoneStatus;
  remitter_id: string | null;
  first_name: string | null;
  default_transfer_purpose: string | null;
  profile: Record<string, string>;
}

const ukAddress = {
  address_line_1: '10 Example Road',
  address_line_2: 'Flat 2',
  city: 'London',
  state_province: 'Greater London',
  post_code: 'SW1A 1AA',
};

const saAddress = {
  address_line_1: '25 Sample Avenue',
  address_line_2: 'Observatory',
  city: 'Cape Town',
  state_province: 'Western Cape',
  post_code: '7925',
};

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'uk.sender@example.com',
    mobile: '447700900001',
    country: 'UK',
    kyc_status: 'limited',
    onboarded: true,
    remitone_status: 'valid',
    remitter_id: 'R100001',
    first_name: 'Amelia',
    default_transfer_purpose: 'family_support',
    profile: {
      first_name: 'Amelia',
      last_name: 'Carter',
      dob: '1988-03-14',
      gender: 'Female',
      nationality: 'GB',
      ...ukAddress,
      id1_type: 'Passport',
      id1_details: 'P0000001',
      id1_issue_place: 'London',
      id1_issue_country: 'GB',
      id1_expiry: '2031-06-30',
    },
  },
  {
    email: 'sa.sender@example.com',
    mobile: '27821000001',
    country: 'SA',
    kyc_status: 'limited',
    onboarded: true,
    remitone_status: 'valid',
    remitter_id: 'R200001',
    first_name: 'Thabo',
    default_transfer_purpose: '401 Gifts',
    profile: {
      first_name: 'Thabo',
      last_name: 'Nkosi',
      dob: '1990-07-02',
      gender: 'Male',
      nationality: 'ZA',
      ...saAddress,
      id1_type: 'SA_National_ID',
      id1_details: '9007025800000',
      id1_issue_place: 'Cape Town',
      id1_issue_country: 'ZA',
      id1_expiry: '2032-01-31',
    },
  },
  {
    email: 'sa.lite@example.com',
    mobile: '27821000002',
    country: 'SA',
    kyc_status: 'lite',
    onboarded: true,
    remitone_status: 'valid',
    remitter_id: 'R200002',
    first_name: 'Lerato',
    default_transfer_purpose: '401 Gifts',
    profile: {
      first_name: 'Lerato',
      last_name: 'Dlamini',
      dob: '1995-11-20',
      gender: 'Female',
      nationality: 'ZA',
    },
  },
  {
    email: 'uk.new@example.com',
    mobile: '447700900003',
    country: 'UK',
    kyc_status: 'lite',
    onboarded: false,
    remitone_status: 'valid',
    remitter_id: null,
    first_name: null,
    default_transfer_purpose: null,
    profile: {},
  },
  {
    email: 'locked@example.com',
    mobile: '447700900004',
    country: 'UK',
    kyc_status: 'limited',
    onboarded: true,
    remitone_status: 'blocked',
    remitter_id: 'R100004',
    first_name: 'Oliver',
    default_transfer_purpose: 'gift',
    profile: {
      first_name: 'Oliver',
      last_name: 'Bennett',
      dob: '1979-01-09',
      gender: 'Male',
      nationality: 'GB',
      ...ukAddress,
    },
  },
  {
    email: 'sa.hold@example.com',
    mobile: '27821000005',
    country: 'SA',
    kyc_status: 'limited',
    onboarded: true,
    remitone_status: 'valid',
    remitter_id: 'R200005',
    first_name: 'Sipho',
    default_transfer_purpose: '401 Gifts',
    profile: {
      first_name: 'Sipho',
      last_name: 'Zulu',
      dob: '1984-05-17',
      gender: 'Male',
      nationality: 'ZA',
      ...saAddress,
    },
  },
  {
    // Years of history (sandbox/data/heavy-account-plan.ts): what the app must stay fast with.
    email: 'uk.heavy@example.com',
    mobile: '447700900009',
    country: 'UK',
    kyc_status: 'limited',
    onboarded: true,
    remitone_status: 'valid',
    remitter_id: 'R100009',
    first_name: 'Harriet',
    default_transfer_purpose: 'family_support',
    profile: {
      first_name: 'Harriet',
      last_name: 'Holloway',
      dob: '1975-09-23',
      gender: 'Female',
      nationality: 'GB',
      ...ukAddress,
      id1_type: 'Passport',
      id1_details: 'P0000009',
      id1_issue_place: 'London',
      id1_issue_country: 'GB',
      id1_expiry: '2030-02-28',
    },
  },
];

/** Remitters known to the provider but not registered in the portal (found for migration). */
export const EXISTING_REMITTERS = [
  {
    remitter_id: 'R100006',
    first_name: 'Tendai',
    last_name: 'Moyo',
    dob: '1985-04-12',
    mobile: '447700900006',
    country: 'UK',
    kyc_status: 'limited',
    gender: 'Male',
  },
];
