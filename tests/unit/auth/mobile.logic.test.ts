import { describe, expect, it } from 'vitest';
import {
  internationalDigits,
  isInternationalMobile,
  mobileEnding,
  registrationMobileProblem,
  toInternational,
  withPlus,
  MOBILE_INVALID,
  MOBILE_WRONG_COUNTRY,
} from '@/features/auth/model/mobile.ts';

describe('toInternational: what is typed beside the fixed dial code', () => {
  it.each([
    ['7700900123', '44', '447700900123'],
    ['07700900123', '44', '447700900123'],
    ['07700 900 123', '44', '447700900123'],
    ['821234567', '27', '27821234567'],
    ['0821234567', '27', '27821234567'],
    ['+27821234567', '44', '27821234567'],
    ['+44 7700 900123', '44', '447700900123'],
    ['0027821234567', '44', '27821234567'],
    ['447700900123', '44', '447700900123'],
    ['27821234567', '27', '27821234567'],
    ['', '44', '44'],
    ['0', '27', '27'],
  ])('%j with %s -> %s', (typed, dial, full) => {
    expect(toInternational(typed, dial)).toBe(full);
  });
});

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

  it.each([
    ['+44 7700 900001', '447700900001'],
    ['0044 7700 900001', '447700900001'],
    ['27821000001', '27821000001'],
  ])('internationalDigits(%j) -> %s', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it('is sent with a leading +', () => {
    expect(withPlus('447700900001')).toBe('+447700900001');
    expect(withPlus('+44 7700')).toBe('+447700');
  });

  it('shows only the last 4 digits', () => {
    expect(mobileEnding('447700900001')).toBe('0001');
  });
});
