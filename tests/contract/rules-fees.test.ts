import { describe, expect, it } from 'vitest';
import { feesFor, isKnownPromo, FREE_TRANSFER_PROMO, ZAR_FIXED_FEE } from '../../sandbox/rules/fees.ts';

describe('rules/fees', () => {
  it.each([
    ['GBP', 1, 3.99],
    ['GBP', 100, 3.99],
    ['GBP', 100.01, 5.99],
    ['GBP', 500, 5.99],
    ['GBP', 500.01, 9.99],
    ['GBP', 4000, 9.99],
    ['ZAR', 1, 50],
    ['ZAR', 1901.14, 50],
    ['ZAR', 25000, 50],
  ])('%s %s costs %s, no tax', (currency, amount, fee) => {
    expect(feesFor(currency, amount)).toEqual({ total_charges: fee, tax: 0 });
  });

  it('the fixed ZAR fee is R50', () => {
    expect(ZAR_FIXED_FEE).toBe(50);
  });

  it.each([
    ['GBP', 250],
    ['ZAR', 1000],
  ])('the referral code makes a %s transfer free', (currency, amount) => {
    expect(feesFor(currency, amount, FREE_TRANSFER_PROMO)).toEqual({ total_charges: 0, tax: 0 });
    expect(feesFor(currency, amount, ' freeremit ')).toEqual({ total_charges: 0, tax: 0 });
  });

  it('an unknown promo code changes nothing here (the route refuses it)', () => {
    expect(feesFor('GBP', 50, 'SPRING')).toEqual({ total_charges: 3.99, tax: 0 });
    expect(isKnownPromo('SPRING')).toBe(false);
    expect(isKnownPromo('')).toBe(true);
    expect(isKnownPromo('FreeRemit')).toBe(true);
  });

  it('has no fee table for other source currencies', () => {
    expect(feesFor('USD', 100)).toBeUndefined();
  });
});
