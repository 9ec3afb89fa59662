import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@/api/contract.ts';
import {
  formOf,
  initialMode,
  savedWithMobile,
  toNewBeneficiary,
} from '@/features/send-money/model/beneficiary-choice.ts';
import { EMPTY_NEW_BENEFICIARY } from '@/features/beneficiaries/model/beneficiary-form.ts';
import type { BeneficiaryChoice } from '@/features/send-money/model/flow-inputs.ts';

const rudo: Beneficiary = {
  beneficiary_id: '70001',
  fname: 'Rudo',
  mname: 'Maria',
  lname: 'Ncube',
  mobile: '+263770000101',
};
const saved: BeneficiaryChoice = { kind: 'saved', beneficiary: rudo };
const typed: BeneficiaryChoice = {
  kind: 'new',
  details: {
    first_name: 'Tariro',
    middle_name: '',
    last_name: 'Moyo',
    mobile: '+263771234567',
    save_to_favourites: true,
  },
};

describe('the beneficiary choice', () => {
  it.each<[string, BeneficiaryChoice | null, boolean, 'saved' | 'new']>([
    ['nothing chosen, a saved list', null, true, 'saved'],
    ['a saved one chosen', saved, true, 'saved'],
    ['a new one typed', typed, true, 'new'],
    ['no remitter yet', null, false, 'new'],
    ['no remitter, a saved one stored (switched user)', saved, false, 'new'],
  ])('opens first: %s', (_name, choice, hasList, mode) => {
    expect(initialMode(choice, hasList)).toBe(mode);
  });

  it('hands the new beneficiary on with trimmed names and the mobile as +263 and the digits', () => {
    expect(
      toNewBeneficiary({
        first_name: ' Tariro ',
        middle_name: ' Rose',
        last_name: 'Moyo ',
        mobile: '771234567',
        save_to_favourites: true,
      }),
    ).toEqual({
      first_name: 'Tariro',
      middle_name: 'Rose',
      last_name: 'Moyo',
      mobile: '+263771234567',
      save_to_favourites: true,
    });
  });

  it.each<[string, BeneficiaryChoice | null, ReturnType<typeof formOf>]>([
    ['none', null, EMPTY_NEW_BENEFICIARY],
    ['a saved one', saved, EMPTY_NEW_BENEFICIARY],
    [
      'a new one (the mobile without +263)',
      typed,
      {
        first_name: 'Tariro',
        middle_name: '',
        last_name: 'Moyo',
        mobile: '771234567',
        save_to_favourites: true,
      },
    ],
  ])('fills the add form back from %s', (_name, choice, form) => {
    expect(formOf(choice)).toEqual(form);
  });

  it.each([
    ['770000101', rudo],
    ['770000102', undefined],
    ['', undefined],
  ])('finds the saved beneficiary with the mobile %j', (national, found) => {
    expect(savedWithMobile([rudo], national)).toBe(found);
  });

  it('compares mobiles by digits (a saved one stored without +)', () => {
    expect(savedWithMobile([{ ...rudo, mobile: '263770000101' }], '770000101')?.beneficiary_id).toBe('70001');
  });
});
