import { describe, expect, it } from 'vitest';
import {
  isInternationalMobile,
  registrationMobileProblem,
  MOBILE_INVALID,
  MOBILE_WRONG_COUNTRY,
} from '@/features/auth/model/mobile.ts';

describe('registrationMobileProblem (spec §5)', () => {
  it.each([
    ['447700900123', 'UK', null],
    ['27821234567', 'SA', null],
    ['4477009001', 'UK', MOBILE_INVALID],
    ['2782123456', 'SA', MOBILE_INVALID],
    ['44', 'UK', MOBILE_INVALID],
    ['27821234567', 'UK', MOBILE_WRONG_COUNTRY],
    ['447700900123', 'SA', MOBILE_WRONG_COUNTRY],
    ['447700900123', '', null],
  ] as const)('%s in %j -> %j', (full, country, problem) => {
    expect(registrationMobileProblem(full, country)).toBe(problem);
  });

  it('has the spec texts', () => {
    expect(MOBILE_INVALID).toBe('Invalid mobile number');
    expect(MOBILE_WRONG_COUNTRY).toBe('Invalid mobile number. Please enter corresponding country code.');
  });
});

describe('a mobile typed with its country code (login, reset link)', () => {
  it.each([
    ['447700900001', true],
    ['+447700900001', true],
    ['+44 7700 900001', true],
    ['0044 7700 900001', true],
    ['+27 (82) 100-0001', true],
    ['07700900001', false],
    ['12345678', false],
    ['1234567890123456', false],
    ['44770090000a', false],
    ['', false],
  ])('%j -> %s', (typed, ok) => {
    expect(isInternationalMobile(typed)).toBe(ok);
  });
});
