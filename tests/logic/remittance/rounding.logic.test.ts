import { describe, expect, it } from 'vitest';
import { roundPayout, roundToTen, roundingFigures, roundingNotice } from '@/remittance/amount/rounding.ts';
import { amountInput, parseAmount, round2 } from '@/remittance/amount/numbers.ts';

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

describe('the rounding notice (spec §5: the user is told the sending amount was adjusted)', () => {
  it.each([
    [
      'UK, both figures',
      { send: 104, sourceCurrency: 'GBP', receive: 130, destinationCurrency: 'USD' },
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £104.00 and the beneficiary receives $130.00.',
    ],
    [
      'SA, thousands separators',
      { send: 24_700.5, sourceCurrency: 'ZAR', receive: 1_330, destinationCurrency: 'USD' },
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send R24,700.50 and the beneficiary receives $1,330.00.',
    ],
    [
      'SA to ZAR',
      { send: 1_240, sourceCurrency: 'ZAR', receive: 1_240, destinationCurrency: 'ZAR' },
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send R1,240.00 and the beneficiary receives R1,240.00.',
    ],
    [
      'no rate to know what is sent',
      { send: null, sourceCurrency: 'GBP', receive: 130, destinationCurrency: 'USD' },
      'Payouts are made in multiples of 10, so your sending amount was adjusted: the beneficiary receives $130.00.',
    ],
  ])('%s', (_name, figures, expected) => {
    expect(roundingNotice(figures)).toBe(expected);
  });
});

describe('roundingFigures: what the notice shows, from the quote once there is one', () => {
  const estimate = { adjusted: true, receive: 130, sourceEstimate: 104, sourceCurrency: 'GBP' };
  // A quote as the flow keeps it: the server's charges (no receiving amount: the spec promises
  // none) and the receiving amount the quote asked for.
  const quote = { charges: { source_amount: 104.5, source_currency: 'GBP' }, receive: 130 };
  it.each([
    [
      'before Calculate: the rounding estimate',
      estimate,
      'USD',
      null,
      { send: 104, sourceCurrency: 'GBP', receive: 130, destinationCurrency: 'USD' },
    ],
    [
      "after Calculate: the server's sending amount and the quoted receiving amount",
      estimate,
      'USD',
      quote,
      { send: 104.5, sourceCurrency: 'GBP', receive: 130, destinationCurrency: 'USD' },
    ],
    [
      "the server's sending amount as a numeric string",
      estimate,
      'USD',
      { ...quote, charges: { source_amount: '1,904.50' as unknown as number, source_currency: 'GBP' } },
      { send: 1904.5, sourceCurrency: 'GBP', receive: 130, destinationCurrency: 'USD' },
    ],
    [
      "a quote without its currency: the country's",
      estimate,
      'USD',
      { ...quote, charges: { source_amount: 104.5, source_currency: '' } },
      { send: 104.5, sourceCurrency: 'GBP', receive: 130, destinationCurrency: 'USD' },
    ],
    ['not adjusted: no notice', { ...estimate, adjusted: false }, 'USD', quote, null],
    ['no receiving amount yet: no notice', { ...estimate, receive: null }, 'USD', null, null],
    ['no destination currency: no notice', estimate, '', null, null],
  ])('%s', (_name, check, currency, charges, expected) => {
    expect(roundingFigures(check, currency, charges)).toEqual(expected);
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
