import { describe, expect, it } from 'vitest';
import { conversionRate, displayRate, rateText } from '@/remittance/amount/rates.ts';

const RATES = { GBP_TO_USD: 1.25, ZAR_TO_USD: 0.0526, ZAR_TO_USD_ROUNDED: 0.053, ZAR_TO_ZAR: 1 };

describe('conversionRate: destination per source from the UI options', () => {
  it.each([
    ['GBP', 'USD', 1.25],
    ['ZAR', 'USD', 0.0526],
    ['ZAR', 'ZAR', 1],
    ['GBP', 'GBP', 1],
    ['GBP', 'ZAR', undefined],
    ['ZAR', 'KES', undefined],
  ])('%s -> %s: %s', (source, destination, rate) => {
    expect(conversionRate(source, destination, RATES)).toBe(rate);
  });

  it('uses ZAR_TO_ZAR for ZAR to ZAR', () => {
    expect(conversionRate('ZAR', 'ZAR', { ...RATES, ZAR_TO_ZAR: 0.98 })).toBe(0.98);
  });
});

describe('displayRate (spec §9): ZAR->ZAR uses ZAR_TO_ZAR; ZAR->USD the charge rate; otherwise the inverse', () => {
  it.each([
    ['ZAR', 'ZAR', 0.5, { ...RATES, ZAR_TO_ZAR: 0.98 }, 0.98],
    ['ZAR', 'USD', 0.0526, RATES, 0.0526],
    // the portal reports GBP per USD for a GBP source: 0.8 -> 1.25 USD per GBP
    ['GBP', 'USD', 0.8, RATES, 1.25],
    ['GBP', 'ZAR', 0.05, RATES, 20],
    ['GBP', 'USD', 0, RATES, 0],
  ])('%s -> %s, charge rate %s', (source, destination, chargeRate, rates, shown) => {
    expect(displayRate(source, destination, chargeRate, rates)).toBeCloseTo(shown, 10);
  });
});

describe('rateText: one unit of source, 4 decimals', () => {
  it.each([
    ['GBP', 'USD', 1.25, '£1 = $1.2500'],
    ['ZAR', 'USD', 0.0526, 'R1 = $0.0526'],
    ['ZAR', 'ZAR', 1, 'R1 = R1.0000'],
    ['GBP', 'USD', 1 / 0.8, '£1 = $1.2500'],
  ])('%s -> %s at %s', (source, destination, rate, text) => {
    expect(rateText(source, destination, rate)).toBe(text);
  });
});
