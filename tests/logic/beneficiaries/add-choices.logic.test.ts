import { describe, expect, it } from 'vitest';
import type { Corridor } from '@/api/contract.ts';
import {
  corridorChoices,
  deliveryOptions,
  initialDelivery,
} from '@/features/beneficiaries/model/add-choices.ts';
import {
  addedBeneficiary,
  zimbabweBeneficiaryRequest,
} from '@/features/beneficiaries/model/new-beneficiary.ts';

const corridor = (code: string, name: string, wallet: boolean, bank: boolean): Corridor => ({
  code,
  name,
  iso: code,
  currency: 'USD',
  terapay_wallet: wallet,
  terrapay_bank: bank,
  account: '',
  isDefault: false,
});

describe('delivery options of a corridor (terapay_wallet, terrapay_bank)', () => {
  it.each<[boolean, boolean, string[], string | undefined]>([
    [true, false, ['wallet'], 'wallet'],
    [false, true, ['bank'], 'bank'],
    [true, true, ['wallet', 'bank'], undefined],
    [false, false, [], undefined],
  ])('wallet %s, bank %s: %j, starting with %s', (wallet, bank, options, first) => {
    const row = corridor('KE', 'Kenya', wallet, bank);
    expect(deliveryOptions(row)).toEqual(options);
    expect(initialDelivery(row)).toBe(first);
  });

  it('starts with none without a corridor', () => expect(initialDelivery(undefined)).toBeUndefined());
});

describe('the countries an SA sender may choose besides Zimbabwe', () => {
  it('leaves out Zimbabwe, South Africa and countries that cannot be paid, by name', () => {
    const list = [
      corridor('ZW', 'Zimbabwe', true, true),
      corridor('ZA', 'South Africa', true, true),
      corridor('NG', 'Nigeria', false, true),
      corridor('MW', 'Malawi', false, false),
      corridor('ke', 'Kenya', true, false),
      corridor('BW', 'Botswana', true, true),
    ];
    expect(corridorChoices(list).map((row) => row.name)).toEqual(['Botswana', 'Kenya', 'Nigeria']);
  });

  it('is empty before the corridors are known', () => expect(corridorChoices(undefined)).toEqual([]));
});

describe('a new Zimbabwe beneficiary', () => {
  const request = zimbabweBeneficiaryRequest({
    first_name: ' Tariro ',
    middle_name: '',
    last_name: 'Moyo ',
    mobile: '771234567',
    save_to_favourites: true,
  });

  it('is sent trimmed, with +263 and the country', () => {
    expect(request).toEqual({
      first_name: 'Tariro',
      middle_name: '',
      last_name: 'Moyo',
      mobile: '+263771234567',
      country: 'Zimbabwe',
      save_to_favourites: true,
    });
  });

  it('is cached as the list shows it', () => {
    expect(addedBeneficiary('70009', request)).toEqual({
      beneficiary_id: '70009',
      fname: 'Tariro',
      mname: '',
      lname: 'Moyo',
      name: 'Tariro Moyo',
      mobile: '+263771234567',
      telephone: '+263771234567',
      country: 'Zimbabwe',
      country_code: 'ZW',
    });
  });
});
