import { describe, expect, it } from 'vitest';
import {
  NO_FIGURE,
  currencySymbol,
  formatAmount,
  formatMoney,
  formatRate,
  formatSourceMoney,
  roundTo,
  sourceCurrencySymbol,
  toAmount,
} from '@/lib/money.ts';

describe('toAmount', () => {
  it.each([
    [12.5, 12.5],
    [0, 0],
    ['1951.14', 1951.14],
    ['1,951.14', 1951.14],
    [' 20 ', 20],
    ['-5', -5],
    ['.5', 0.5],
    ['', undefined],
    ['abc', undefined],
    ['1.2.3', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
    [{}, undefined],
  ])('%j -> %j', (value, expected) => {
    expect(toAmount(value)).toBe(expected);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [0.00005, 4, 0.0001],
    [-0.001, 2, 0],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('formatAmount: 2 decimals, thousands separators', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [83.99, '83.99'],
    [1951.14, '1,951.14'],
    [1234567.891, '1,234,567.89'],
    [1.005, '1.01'],
    ['1000', '1,000.00'],
    [-12.5, '-12.50'],
    [undefined, NO_FIGURE],
    ['n/a', NO_FIGURE],
  ])('%j -> %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});

describe('currency symbols (spec §9: GBP £, else R; USD $)', () => {
  it.each([
    ['GBP', '£'],
    ['gbp', '£'],
    ['ZAR', 'R'],
    ['USD', '$'],
    ['KES', undefined],
    [undefined, undefined],
  ])('currencySymbol(%s) = %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });

  it.each([
    ['GBP', '£'],
    ['ZAR', 'R'],
    ['', 'R'],
    [undefined, 'R'],
  ])('sourceCurrencySymbol(%s) = %s', (currency, symbol) => {
    expect(sourceCurrencySymbol(currency)).toBe(symbol);
  });
});

describe('formatMoney', () => {
  it.each([
    [83.99, 'GBP', '£83.99'],
    [1951.14, 'ZAR', 'R1,951.14'],
    [100, 'USD', '$100.00'],
    [7100, 'KES', 'KES 7,100.00'],
    [1500000, 'NGN', 'NGN 1,500,000.00'],
    [-5, 'GBP', '-£5.00'],
    [12, '', '12.00'],
    ['1951.1', 'ZAR', 'R1,951.10'],
    [null, 'GBP', NO_FIGURE],
  ])('%j %s -> %s', (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });

  it.each([
    [83.99, 'GBP', '£83.99'],
    [83.99, 'ZAR', 'R83.99'],
    [83.99, undefined, 'R83.99'],
  ])('formatSourceMoney(%s, %s) = %s (GBP £, else R)', (value, currency, expected) => {
    expect(formatSourceMoney(value, currency)).toBe(expected);
  });
});

describe('formatRate: 4 decimals', () => {
  it.each([
    [0.0526, '0.0526'],
    [1.25, '1.2500'],
    [0.769231, '0.7692'],
    [0.00005, '0.0001'],
    [1250, '1,250.0000'],
    ['7.1', '7.1000'],
    [undefined, NO_FIGURE],
  ])('%j -> %s', (value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });
});

describe('the figures read as en-GB Intl.NumberFormat writes them', () => {
  // Every grouping length, signs, halves and the largest amounts a transfer can have.
  const values = [
    0, 0.004, 0.005, 0.01, 0.5, 1, 9.99, 10, 99.995, 100, 999.99, 999.995, 1000, 1000.5, 9999.999, 12345.678,
    100000, 999999.99, 1000000, 12345678.9, 123456789.01, -0.5, -1, -999.99, -1000, -1234567.891,
  ];
  const intl = (decimals: number) =>
    new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

  it.each(values)('amount %d', (value) => {
    expect(formatAmount(value)).toBe(intl(2).format(roundTo(value, 2)));
  });

  it.each(values)('rate %d', (value) => {
    expect(formatRate(value)).toBe(intl(4).format(roundTo(value, 4)));
  });
});
