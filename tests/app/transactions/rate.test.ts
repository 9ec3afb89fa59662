import { describe, expect, it } from 'vitest';
import { displayRate, isZimbabwe } from '@/features/transactions/model/rate.ts';

const base = { remitt_pay: 0, dest_amount: 0, rate: 0, destination_country: 'Zimbabwe' };

describe('displayRate (spec §9)', () => {
  it.each([
    // label, fields, expected
    [
      'SA to Kenya: dest / (remitt_pay - 50)',
      {
        currency: 'ZAR',
        dest_currency: 'KES',
        remitt_pay: 1050,
        dest_amount: 7100,
        rate: 9,
        destination_country: 'Kenya',
      },
      7.1,
    ],
    [
      'SA to Nigeria by code',
      {
        currency: 'ZAR',
        dest_currency: 'NGN',
        remitt_pay: 2050,
        dest_amount: 1500000,
        rate: 1,
        destination_country: 'NG',
      },
      750,
    ],
    [
      'SA to Kenya, nothing left after the R50: the server rate',
      {
        currency: 'ZAR',
        dest_currency: 'KES',
        remitt_pay: 50,
        dest_amount: 10,
        rate: 7.1,
        destination_country: 'Kenya',
      },
      7.1,
    ],
    [
      'SA to Zimbabwe in USD: the charge rate as it is',
      { currency: 'ZAR', dest_currency: 'USD', remitt_pay: 1951.14, dest_amount: 100, rate: 0.0526 },
      0.0526,
    ],
    [
      'SA to Zimbabwe in ZAR: ZAR_TO_ZAR',
      { currency: 'ZAR', dest_currency: 'ZAR', remitt_pay: 550, dest_amount: 500, rate: 0.98 },
      1,
    ],
    [
      'UK to Zimbabwe: the inverse of GBP per USD',
      { currency: 'GBP', dest_currency: 'USD', remitt_pay: 83.99, dest_amount: 100, rate: 0.8 },
      1.25,
    ],
    ['UK with no rate', { currency: 'GBP', dest_currency: 'USD', rate: 0 }, undefined],
    ['a rate sent as text', { currency: 'GBP', dest_currency: 'USD', rate: '0.8' }, 1.25],
  ])('%s', (_label, fields, expected) => {
    const rate = displayRate({ ...base, ...fields } as never, { ZAR_TO_ZAR: 1 });
    if (expected === undefined) expect(rate).toBeUndefined();
    else expect(rate).toBeCloseTo(expected, 10);
  });

  it('uses the server rate for ZAR to ZAR when the UI options are not known', () => {
    expect(displayRate({ ...base, currency: 'ZAR', dest_currency: 'ZAR', rate: 1 } as never)).toBe(1);
  });

  it.each([
    ['Zimbabwe', true],
    ['zimbabwe', true],
    ['ZW', true],
    ['ZWE', true],
    ['Zambia', false],
    ['', false],
    [undefined, false],
  ])('isZimbabwe(%j) = %s', (country, expected) => {
    expect(isZimbabwe(country)).toBe(expected);
  });
});
