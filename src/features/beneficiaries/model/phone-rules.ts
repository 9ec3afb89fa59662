import * as yup from 'yup';
import { MOBILE_INVALID } from '@/features/auth';

import { PHONE_FORMAT, PHONE_REQUIRED } from '@/lib/person-messages.ts';

/** Spec §5 (sender details and the Zimbabwe beneficiary): the phone field's messages. */
export { PHONE_FORMAT, PHONE_REQUIRED };
/** 'Invalid mobile number': the same text as the registration mobile's, written once in auth. */
export const PHONE_LENGTH = MOBILE_INVALID;

/** Spec §9: a phone number has 9 to 10 digits. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 10;

/** Digits only (no spaces, no '+'), not starting with 0. */
export const isPhoneFormat = (value: string): boolean => /^[1-9]\d*$/.test(value);

/** 9 to 10 characters long. */
export const isPhoneLength = (value: string): boolean =>
  value.length >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_DIGITS;

/**
 * The phone rule of the send flow's forms (sender details, Zimbabwe beneficiary): required, then
 * digits only and no leading zero, then 9 to 10 digits, each with its spec message (one at a time).
 */
export function phoneSchema() {
  return yup
    .string()
    .default('')
    .test('phone', function check(value = '') {
      if (value.trim() === '') return this.createError({ message: PHONE_REQUIRED });
      if (!isPhoneFormat(value)) return this.createError({ message: PHONE_FORMAT });
      if (!isPhoneLength(value)) return this.createError({ message: PHONE_LENGTH });
      return true;
    });
}
