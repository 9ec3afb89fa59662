import { LAST_NAME_NOT_LETTERS, MIDDLE_NAME_NOT_LETTERS, NAME_NOT_LETTERS } from '@/lib/person-messages.ts';

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
