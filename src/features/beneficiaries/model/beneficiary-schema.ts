import * as yup from 'yup';
import { LAST_NAME_NOT_LETTERS, MIDDLE_NAME_NOT_LETTERS, NAME_NOT_LETTERS } from '@/lib/person-messages.ts';
import { phoneSchema } from './phone-rules.ts';

export { MIDDLE_NAME_NOT_LETTERS, NAME_NOT_LETTERS };

/**
 * Spec §5 'Sender details': a name of letters and spaces only. The Zimbabwe beneficiary forms show
 * the same first and middle name texts (Sender Details takes them from here); the sender's last
 * name wrongly says First name, the beneficiary form has its own last-name wording.
 */
export const LAST_NAME_FORMAT = LAST_NAME_NOT_LETTERS;
/** Spec §5 (beneficiary forms) and §9: names are required and at least 2 characters. */
export const FIRST_NAME_REQUIRED = 'First Name is required';
export const LAST_NAME_REQUIRED = 'Last Name is required';
export const FIRST_NAME_SHORT = 'First Name must be at least 2 characters';
export const LAST_NAME_SHORT = 'Last Name must be at least 2 characters';
export const MIDDLE_NAME_SHORT = 'Middle Name must be at least 2 characters';

/** Spec §9: beneficiary names have at least 2 characters. */
export const MIN_NAME_LENGTH = 2;

/** Letters (of any alphabet) and spaces only. */
export const isLettersAndSpaces = (value: string): boolean => /^[\p{L} ]+$/u.test(value);

/** What the add-beneficiary form holds: the mobile is the national number typed after '+263'. */
export interface NewBeneficiaryForm {
  first_name: string;
  middle_name: string;
  last_name: string;
  mobile: string;
  save_to_favourites: boolean;
}

export const EMPTY_NEW_BENEFICIARY: NewBeneficiaryForm = {
  first_name: '',
  middle_name: '',
  last_name: '',
  mobile: '',
  save_to_favourites: false,
};

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
