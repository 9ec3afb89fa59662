import { describe, expect, it } from 'vitest';
import {
  ZIMBABWE_PREFIX,
  toZimbabweMobile,
  zimbabweNational,
} from '@/features/beneficiaries/model/zimbabwe-mobile.ts';

describe('Zimbabwe mobiles (spec §5, §9: stored with +263)', () => {
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
    ['263771234567', ''],
    ['+27821000001', ''],
    ['', ''],
  ])('reads %j back as %j', (stored, national) => {
    expect(zimbabweNational(stored)).toBe(national);
  });
});
