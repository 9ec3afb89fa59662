import { describe, expect, it } from 'vitest';
import {
  PHONE_FORMAT,
  PHONE_LENGTH,
  PHONE_REQUIRED,
  phoneSchema,
} from '@/features/beneficiaries/model/phone-rules.ts';

/** The message of the first failure, or null when the phone passes. */
function problem(value: string): string | null {
  try {
    phoneSchema().validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the send flow phone rule (spec §5, §9)', () => {
  it('has the spec messages', () => {
    expect(PHONE_REQUIRED).toBe('Mobile is required');
    expect(PHONE_FORMAT).toBe(
      'Phone number should have numbers only and does not accept spaces. Should not start with a zero',
    );
    expect(PHONE_LENGTH).toBe('Invalid mobile number');
  });

  it.each([
    ['', PHONE_REQUIRED],
    ['  ', PHONE_REQUIRED],
    ['0771234567', PHONE_FORMAT],
    ['771 234 567', PHONE_FORMAT],
    ['7712-34567', PHONE_FORMAT],
    ['+44770090000', PHONE_FORMAT],
    ['12345678', PHONE_LENGTH],
    ['12345678901', PHONE_LENGTH],
    ['123456789', null],
    ['7700900001', null],
  ])('%j -> %s', (value, expected) => {
    expect(problem(value)).toBe(expected);
  });
});
