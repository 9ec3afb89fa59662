import { describe, expect, it } from 'vitest';
import {
  checkMinimum,
  currencyMinimum,
  minimumMessage,
  minimumReceiving,
} from '@/remittance/amount/minimum.ts';

describe('the currency minimum helper (spec §9)', () => {
  it.each([
    ['USD', 1],
    ['GBP', 1],
    ['EUR', 1],
    ['ZWL', 5],
    ['ZAR', 50],
    ['KES', 1],
  ])('%s -> %s', (currency, minimum) => {
    expect(currencyMinimum(currency)).toBe(minimum);
  });
});

describe('minimumReceiving: UI options first, else the helper', () => {
  const fromOptions = { USD: 20, ZAR: 200 };
  it.each([
    ['USD', fromOptions, 20],
    ['ZAR', fromOptions, 200],
    ['ZWL', fromOptions, 5],
    ['ZAR', undefined, 50],
    ['USD', {}, 1],
  ])('%s with %j -> %s', (currency, table, minimum) => {
    expect(minimumReceiving(currency, table)).toBe(minimum);
  });
});

describe('checkMinimum', () => {
  const table = { USD: 20, ZAR: 200 };
  it.each([
    [10, 'USD', 'The minimum amount a user can receive is $20.00.'],
    [0, 'USD', 'The minimum amount a user can receive is $20.00.'],
    [20, 'USD', null],
    [190, 'ZAR', 'The minimum amount a user can receive is R200.00.'],
    [200, 'ZAR', null],
    [null, 'USD', null],
    [10, '', null],
  ])('%s %s -> %j', (receive, currency, message) => {
    expect(checkMinimum(receive, currency, table)).toBe(message);
  });

  it('words the message as the spec does', () => {
    expect(minimumMessage('USD', 1)).toBe('The minimum amount a user can receive is $1.00.');
  });
});
