import { string } from 'yup';
import type { Country } from '@/api/contract.ts';
import {
  isInternationalMobile,
  registrationMobileProblem,
  MOBILE_INVALID,
  MOBILE_REQUIRED,
} from './mobile.ts';
import { dialCodeFor } from '@/lib/dial-code.ts';
import { toInternational } from '@/lib/phone.ts';

/**
 * The registration mobile as typed beside the dial code of the sibling `country` field: long
 * enough with the dial code, and in that country.
 */
export function registrationMobileSchema() {
  return string()
    .default('')
    .test('registration-mobile', function check(value) {
      const country = ((this.parent as { country?: Country | '' }).country ?? '') as Country | '';
      const problem = registrationMobileProblem(toInternational(value, dialCodeFor(country)), country);
      return problem === null || this.createError({ message: problem });
    });
}

/** A required mobile typed with its country code (login, password reset). */
export function internationalMobileSchema() {
  return string()
    .default('')
    .trim()
    .required(MOBILE_REQUIRED)
    .test('mobile', MOBILE_INVALID, (value) => isInternationalMobile(value));
}
