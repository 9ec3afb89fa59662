import { describe, expect, it } from 'vitest';
import {
  ZIMBABWE_PREFIX,
  fullNumber,
  internationalDigits,
  maskedPhone,
  nationalNumber,
  phoneDigits,
  phoneEnding,
  phoneInput,
  samePhone,
  shownMobile,
  significantDigits,
  toInternational,
  toZimbabweMobile,
  withPlus,
  zimbabweNational,
} from '@/lib/phone.ts';

describe('the digits of a phone', () => {
  it.each([
    ['+263 77-000 0101', '263770000101', '263770000101'],
    ['00263770000101', '00263770000101', '263770000101'],
    ['0770000101', '0770000101', '770000101'],
    [263770000101, '263770000101', '263770000101'],
    ['', '', ''],
    [null, '', ''],
    [undefined, '', ''],
  ])('%j: digits %j, significant %j', (value, digits, significant) => {
    expect(phoneDigits(value)).toBe(digits);
    expect(significantDigits(value)).toBe(significant);
  });
});

describe('the forms a mobile is sent and typed in', () => {
  it.each([
    ['447700900001', '+447700900001'],
    ['+44 7700', '+447700'],
    ['+254 711-222-333', '+254711222333'],
    ['', ''],
  ])('withPlus(%j) -> %j', (typed, sent) => expect(withPlus(typed)).toBe(sent));

  it.each([
    ['+254 711', '+254711'],
    ['254a711', '254711'],
    ['1+2', '12'],
  ])('the mobile input keeps %j as %j', (typed, kept) => expect(phoneInput(typed)).toBe(kept));

  it.each([
    ['+44 7700 900001', '447700900001'],
    ['0044 7700 900001', '447700900001'],
    ['27821000001', '27821000001'],
  ])('internationalDigits(%j) -> %s', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });
});

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

describe('a number kept with its dial code', () => {
  it.each([
    ['447700900001', '44', '7700900001'],
    ['+44 7700 900001', '44', '7700900001'],
    ['7700900001', '44', '7700900001'],
    ['27821000001', '27', '821000001'],
    [null, '27', ''],
  ])('nationalNumber(%j, %s) -> %j', (mobile, dial, national) => {
    expect(nationalNumber(mobile, dial)).toBe(national);
  });

  it.each([
    ['7700900001', '44', '447700900001'],
    [' 821 000 001 ', '27', '27821000001'],
  ])('fullNumber(%j, %s) -> %j', (national, dial, full) => {
    expect(fullNumber(national, dial)).toBe(full);
  });
});

describe('a mobile shown, and hidden', () => {
  it.each([
    ['263770000101', '+263770000101'],
    ['+263770000101', '+263770000101'],
    ['0770000101', '0770000101'],
    ['2637700', '2637700'],
    [' 263770000101 ', '+263770000101'],
    ['', ''],
  ])('shownMobile(%j) -> %j', (stored, shown) => expect(shownMobile(stored)).toBe(shown));

  it.each([
    ['447700900006', '********0006'],
    ['+44 7700 900006', '********0006'],
    ['27821000001', '*******0001'],
    ['1234', '1234'],
    ['', ''],
  ])('maskedPhone(%j) -> %j', (mobile, masked) => expect(maskedPhone(mobile)).toBe(masked));

  it('ends with the last 4 digits', () => {
    expect(phoneEnding('447700900001')).toBe('0001');
    expect(phoneEnding('+44 7700 900 001')).toBe('0001');
  });
});

describe('one number written two ways', () => {
  it.each([
    ['+263 77-000 0101', '00263770000101', true],
    ['263770000101', '0770000101', true],
    ['263770000101', '770000101', true],
    ['263770000101', '263770000102', false],
    ['263770000101', '0101', false],
    ['', '', false],
  ])('samePhone(%j, %j) is %s', (a, b, same) => expect(samePhone(a, b)).toBe(same));
});

describe('Zimbabwe mobiles (spec §5, §9: digits, no leading 0; stored with +263)', () => {
  it('has the prefix +263', () => expect(ZIMBABWE_PREFIX).toBe('+263'));

  it.each([
    ['771234567', '+263771234567'],
    ['7712345678', '+2637712345678'],
    [' 771234567 ', '+263771234567'],
  ])('stores %j as %s', (national, stored) => {
    expect(toZimbabweMobile(national)).toBe(stored);
  });

  it.each([
    ['+263771234567', '771234567'],
    [' +263771234567', '771234567'],
    ['+263 77 123 4567', '771234567'],
    ['263771234567', '771234567'],
    ['00263771234567', '771234567'],
    // A national number has no leading 0: the trunk 0 written after the dial code is not part of it.
    ['+2630771234567', '771234567'],
    ['0771234567', ''],
    ['+27821000001', ''],
    ['', ''],
  ])('reads %j back as %j', (stored, national) => {
    expect(zimbabweNational(stored)).toBe(national);
  });

  it('reads back what it stores', () => {
    expect(zimbabweNational(toZimbabweMobile('771234567'))).toBe('771234567');
  });
});
