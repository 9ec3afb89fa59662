import { describe, expect, it } from 'vitest';
import { roundPayout, roundToTen, roundingNotice } from '@/features/send-money/model/rounding.ts';
import { amountInput, parseAmount, round2 } from '@/features/send-money/model/numbers.ts';

describe('roundToTen: payouts in multiples of 10, to the nearest (spec §9)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [4.99, 0],
    [5, 10],
    [14.99, 10],
    [15, 20],
    [100, 100],
    [124.99, 120],
    [125, 130],
    [126.25, 130],
    [1234.5, 1230],
    [1235, 1240],
    // binary drift: 0.1 * 3 * 50 = 15.000000000000002, and 124.999999 taken to 2 decimals is 125
    [0.1 * 3 * 50, 20],
    [124.999999, 130],
  ])('%s -> %s', (value, expected) => {
    expect(roundToTen(value)).toBe(expected);
  });
});

describe('roundPayout: the rounded amount and whether it was adjusted', () => {
  it.each([
    [100, 100, false],
    [130, 130, false],
    [125, 130, true],
    [101.5, 100, true],
    [126.25, 130, true],
    [99.999, 100, false],
  ])('%s -> %s (adjusted %s)', (value, amount, adjusted) => {
    expect(roundPayout(value)).toEqual({ amount, adjusted });
  });
});

describe('the rounding notice', () => {
  it('tells the user the amount was adjusted and what will be received', () => {
    expect(roundingNotice('$130.00')).toBe(
      'Payouts are made in multiples of 10, so the amount was adjusted: the beneficiary will receive $130.00.',
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['abc', null],
    ['1.2.3', null],
    ['-5', null],
    ['100', 100],
    ['100.', 100],
    ['.5', 0.5],
    ['1,234.56', 1234.56],
    [' 20 ', 20],
  ])('%j -> %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('amountInput keeps digits and the first decimal point', () => {
  it.each([
    ['100', '100'],
    ['1a0b0', '100'],
    ['12.5.6', '12.56'],
    ['-20', '20'],
    ['£1,000', '1000'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => {
    expect(amountInput(typed)).toBe(kept);
  });
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [-1.005, -1.01],
  ])('%s -> %s', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });
});
