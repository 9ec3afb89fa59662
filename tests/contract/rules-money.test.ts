import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  isBlank,
  isMultipleOfTen,
  parseAmount,
  round2,
  roundToTen,
} from '../../sandbox/rules/money.ts';

describe('rules/money', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [83.994999, 83.99],
    [0.1 + 0.2, 0.3],
    [1901.1406844106464, 1901.14],
    [-1.005, -1.01],
    [10, 10],
  ])('round2(%s) = %s', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it.each([
    [153.75, 150],
    [155, 160],
    [154.99, 150],
    [4.9, 0],
    [5, 10],
    [1000, 1000],
  ])('roundToTen(%s) = %s', (value, expected) => {
    expect(roundToTen(value)).toBe(expected);
  });

  it.each([
    [10, true],
    [100, true],
    [15, false],
    [10.5, false],
    [0, true],
  ])('isMultipleOfTen(%s) = %s', (value, expected) => {
    expect(isMultipleOfTen(value)).toBe(expected);
  });

  it.each([
    [100, 100],
    ['100', 100],
    ['1,250.50', 1250.5],
    [' 42 ', 42],
    ['.5', 0.5],
    ['-3', -3],
    ['12a', null],
    ['1.2.3', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [{}, null],
  ])('parseAmount(%j) = %s', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it.each([
    [undefined, true],
    [null, true],
    ['  ', true],
    ['', true],
    ['0', false],
    [0, false],
  ])('isBlank(%j) = %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it('formats money with 2 decimals and thousands separators', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(20, 'USD')).toBe('USD 20.00');
  });
});
