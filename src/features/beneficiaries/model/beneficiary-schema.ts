import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  FIRST_NAME_REQUIRED,
  FIRST_NAME_SHORT,
  LAST_NAME_FORMAT,
  LAST_NAME_REQUIRED,
  LAST_NAME_SHORT,
  MIDDLE_NAME_NOT_LETTERS,
  MIDDLE_NAME_SHORT,
  MIN_NAME_LENGTH,
  NAME_NOT_LETTERS,
  isLettersAndSpaces,
  type NewBeneficiaryForm,
} from './beneficiary-form.ts';
import { phoneSchema } from './phone-rules.ts';

/**
 * The Zimbabwe beneficiary form's checks (the schema library with them): the forms load this
 * module when they first check a field (src/lib/lazy-resolver.ts), not with their page. Its texts
 * and the form's shape are in beneficiary-form.ts.
 */

interface NameMessages {
  required?: string;
  format: string;
  short: string;
}

/** A name: required (unless no required message), letters and spaces, at least 2 characters. */
export function nameSchema({ required, format, short }: NameMessages) {
  return yup
    .string()
    .default('')
    .test('name', function check(value = '') {
      if (value.trim() === '') return required ? this.createError({ message: required }) : true;
      if (!isLettersAndSpaces(value)) return this.createError({ message: format });
      if (value.trim().length < MIN_NAME_LENGTH) return this.createError({ message: short });
      return true;
    });
}

/** Spec §5 'Zimbabwe beneficiary (send flow)': the add-beneficiary form of the beneficiary step. */
export const beneficiarySchema: yup.ObjectSchema<NewBeneficiaryForm> = yup.object({
  first_name: nameSchema({
    required: FIRST_NAME_REQUIRED,
    format: NAME_NOT_LETTERS,
    short: FIRST_NAME_SHORT,
  }),
  middle_name: nameSchema({ format: MIDDLE_NAME_NOT_LETTERS, short: MIDDLE_NAME_SHORT }),
  last_name: nameSchema({ required: LAST_NAME_REQUIRED, format: LAST_NAME_FORMAT, short: LAST_NAME_SHORT }),
  mobile: phoneSchema(),
  save_to_favourites: yup.boolean().default(false),
});

/** beneficiarySchema as a form resolver (the forms' lazily loaded checks). */
export const beneficiaryResolver = yupResolver(beneficiarySchema, undefined, { raw: true });
