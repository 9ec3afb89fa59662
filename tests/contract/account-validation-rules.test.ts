import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isAdult,
  isAfterToday,
  isEmail,
  isName,
  mobileDigits,
  nationalNumberLengths,
  nationalNumberProblem,
  parseIsoDate,
  passwordProblem,
  registrationMobileProblem,
  sameMobile,
} from '../../sandbox/rules/validation.ts';

const NOW = new Date('2025-06-15T10:00:00.000Z');

describe('isName', () => {
  it.each([
    ['Amelia', true],
    ['Mary Ann', true],
    ['Zoë', true],
    ['  Padded  ', true],
    ['', false],
    ['N4dia', false],
    ["O'Brien", false],
    ['Carter-Smith', false],
    ['Two  Spaces', false],
  ])('%j -> %s', (value, expected) => expect(isName(value)).toBe(expected));
});

describe('isEmail', () => {
  it.each([
    ['uk.sender@example.com', true],
    ['a@b.co', true],
    ['nope', false],
    ['a@b', false],
    ['a b@example.com', false],
    ['a@@example.com', false],
    ['a@example..com', false],
  ])('%j -> %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('passwordProblem', () => {
  it.each([
    ['Sandbox1', null],
    ['Passw0rdX', null],
    ['', /required/],
    ['Abc1234', /8 characters/],
    ['password1', /uppercase/],
    ['Password', /number/],
  ])('%j -> %s', (value, expected) => {
    const problem = passwordProblem(value);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['1990-02-01', { year: 1990, month: 2, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['1990-13-01', null],
    ['01/02/1990', null],
    ['1990-2-1', null],
    ['', null],
  ])('%j -> %j', (value, expected) => expect(parseIsoDate(value)).toEqual(expected));
});

describe('ageOn and isAdult', () => {
  it.each([
    ['2007-06-15', 18, true],
    ['2007-06-16', 17, false],
    ['2007-06-14', 18, true],
    ['1988-03-14', 37, true],
    ['2025-06-15', 0, false],
    ['bad', null, false],
  ])('%s -> age %s, adult %s', (dob, age, adult) => {
    expect(ageOn(dob, NOW)).toBe(age);
    expect(isAdult(dob, NOW)).toBe(adult);
  });
});

describe('isAfterToday', () => {
  it.each([
    ['2025-06-16', true],
    ['2031-01-01', true],
    ['2025-06-15', false],
    ['2025-06-14', false],
    ['', false],
    ['2025-02-30', false],
  ])('%j -> %s', (value, expected) => expect(isAfterToday(value, NOW)).toBe(expected));
});

describe('mobileDigits', () => {
  it.each([
    ['+447700900001', '447700900001'],
    ['447700900001', '447700900001'],
    ['+44 7700 900001', '447700900001'],
    ['44-7700', null],
    ['+', null],
    ['', null],
    ['++44', null],
  ])('%j -> %j', (value, expected) => expect(mobileDigits(value)).toBe(expected));
});

describe('registrationMobileProblem', () => {
  it.each([
    ['447700900001', 'UK', null],
    ['27821000001', 'SA', null],
    ['4477009000', 'UK', /short/],
    ['27821000001', 'UK', /44/],
    ['447700900001', 'SA', /27/],
  ] as const)('%s %s -> %s', (digits, country, expected) => {
    const problem = registrationMobileProblem(digits, country);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('nationalNumberLengths and nationalNumberProblem', () => {
  it.each([
    ['UK', 'lite', 10],
    ['UK', 'limited', 11],
    ['UK', 'unlimited', 11],
    ['SA', 'lite', 11],
    ['SA', 'limited', 11],
  ] as const)('%s %s allows 9 to %s digits', (country, tier, max) => {
    expect(nationalNumberLengths(country, tier)).toEqual({ min: 9, max });
  });

  it.each([
    ['7700900001', 'UK', 'lite', null],
    ['770090000', 'UK', 'lite', null],
    ['77009000011', 'UK', 'lite', /between 9 and 10/],
    ['77009000011', 'UK', 'limited', null],
    ['770090000111', 'SA', 'lite', /between 9 and 11/],
    ['77009000', 'SA', 'limited', /between/],
    ['07700900001', 'UK', 'limited', /zero/],
    ['7700 90000', 'UK', 'lite', /digits only/],
    ['+447700900', 'UK', 'limited', /digits only/],
    ['', 'SA', 'lite', /required/],
  ] as const)('%j %s %s -> %s', (value, country, tier, expected) => {
    const problem = nationalNumberProblem(value, country, tier);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('sameMobile', () => {
  it.each([
    ['447700900006', '447700900006', true],
    ['447700900006', '+44 7700 900006', true],
    ['447700900006', '07700900006', true],
    ['447700900006', '7700900006', true],
    ['447700900006', '900006', false],
    ['447700900006', '447700900007', false],
    ['1234447700900006', '7700900006', false],
    ['447700900006', '', false],
  ])('%j %j -> %s', (a, b, expected) => {
    expect(sameMobile(a, b)).toBe(expected);
    expect(sameMobile(b, a)).toBe(expected);
  });
});
