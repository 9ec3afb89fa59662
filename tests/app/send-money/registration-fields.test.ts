import { describe, expect, it } from 'vitest';
import {
  needsRegistration,
  registrationFields,
  registrationKey,
} from '@/features/send-money/model/registration-fields.ts';
import { idIssueCountry } from '@/features/send-money/model/sender-details.ts';

const DETAILS = {
  first_name: 'Grace',
  middle_name: '',
  last_name: 'Moyo',
  mobile: '447700900003',
  dob: '1990-05-01',
  gender: 'Female',
};

describe('the full registration fields', () => {
  it('carries the details, leaves empty ones out and adds the purpose chosen on the amount step', () => {
    expect(registrationFields(DETAILS, ' family_support ')).toEqual({
      first_name: 'Grace',
      last_name: 'Moyo',
      mobile: '447700900003',
      dob: '1990-05-01',
      gender: 'Female',
      purpose_of_remittance: 'family_support',
    });
  });

  it('without a purpose sends none', () => {
    expect(registrationFields(DETAILS, '')).not.toHaveProperty('purpose_of_remittance');
  });

  it('keys equal details equally, whatever the order of their fields', () => {
    expect(registrationKey({ a: '1', b: '2' })).toBe(registrationKey({ b: '2', a: '1' }));
    expect(registrationKey({ a: '1', b: '2' })).not.toBe(registrationKey({ a: '1', b: '3' }));
  });
});

describe('whether remit-one registers the details first', () => {
  it.each([
    ['nothing registered yet, details typed', false, 'k1', null, true],
    ['these details already registered in this flow', true, 'k1', 'k1', false],
    ['details corrected after a failed remit-one', true, 'k2', 'k1', true],
    ['a first name on file, details typed in another visit (not known registered)', true, 'k1', null, true],
    ['a first name on file and no details in the flow: the server has them', true, null, null, false],
    ['no first name and no details: must register (and cannot)', false, null, null, true],
  ] as const)('%s', (_name, hasFirstName, details, lastRegistered, expected) => {
    expect(needsRegistration({ hasFirstName, details, lastRegistered })).toBe(expected);
  });
});

describe("the first ID's issue country (SA)", () => {
  it.each([
    ['a passport or foreign national ID: the nationality', true, 'ZW', 'ZW'],
    ['a foreign ID without a nationality: South Africa', true, '', 'ZA'],
    ['a South African ID or permit: South Africa', false, 'ZW', 'ZA'],
  ] as const)('%s', (_name, foreign, nationality, expected) => {
    expect(idIssueCountry(foreign, nationality)).toBe(expected);
  });
});
