import { describe, expect, it } from 'vitest';
import { mobileProblem } from '../../sandbox/rules/phone.ts';
import { isDigits, isEmail, nameProblem } from '../../sandbox/rules/names.ts';

describe('rules/phone', () => {
  it.each([
    ['ZW', '263771234567', true],
    ['ZW', '263071234567', false], // leading 0 after the dial code
    ['ZW', '26377123456', false], // 8 digits
    ['ZW', '2637712345678', false], // 10 digits
    ['ZW', '447700900001', false], // not Zimbabwe
    ['KE', '254700000201', true],
    ['NG', '2348000000201', true],
    ['NG', '234800000020', false],
    ['BW', '26771234567', true],
    ['XX', '12345678', false],
  ])('%s %s valid: %s', (country, digits, ok) => {
    expect(mobileProblem(country, digits) === null).toBe(ok);
  });

  it('says what a Zimbabwe number looks like', () => {
    expect(mobileProblem('ZW', '26377', 'Zimbabwe')).toMatch(/\+263 and 9 digits/);
  });
});

describe('rules/names', () => {
  it.each([
    ['Rudo', true],
    ['Mary Jane', true],
    ['Zoë', true],
    ['Jo', true],
    ['J', false],
    ['R2D2', false],
    ["O'Neil", false],
    ['Anne-Marie', false],
    ['  ', false],
  ])('%j acceptable: %s', (name, ok) => {
    expect(nameProblem(name, 'first name') === null).toBe(ok);
  });

  it.each([
    ['a@example.com', true],
    ['a@example', false],
    ['a example.com', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });

  it.each([
    ['0123456789', true],
    ['0123 456', false],
    ['12a', false],
    ['', false],
  ])('digits %j: %s', (value, ok) => {
    expect(isDigits(value)).toBe(ok);
  });
});
