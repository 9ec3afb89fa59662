/**
 * The texts of a person's fields, written once and shared by Sender Details, the Zimbabwe
 * beneficiary forms, the profile update and the upgrade forms (spec doc 2 §5, word for word: the
 * last name's wrongly says First name in Sender Details).
 */
export const NAME_NOT_LETTERS = 'First name does not allow numeric values or special characters';
export const MIDDLE_NAME_NOT_LETTERS = 'Middle name does not allow numeric values or special characters';
/** The beneficiary forms' and the profile's own wording for the last name. */
export const LAST_NAME_NOT_LETTERS = 'Last name does not allow numeric values or special characters';
export const GENDER_REQUIRED = 'Gender is required';
export const DOB_REQUIRED = 'Date of birth is required';
export const UNDER_AGE = 'You must be 18 or older';
export const ID_NUMBER_REQUIRED = 'ID Number is required';
export const ID_TYPE_REQUIRED = 'ID required';
export const ID_ISSUE_PLACE_REQUIRED = 'ID issue place required';
export const NATIONALITY_REQUIRED = 'Nationality required';
export const EXPIRY_NOT_FUTURE = 'Expiry date should be greater than today';
export const FOREIGN_ID_REQUIRED = 'Foreign ID Number required';
export const PERMIT_REQUIRED = 'Resident permit is required';

/**
 * Ours: the spec gives no text for an empty name, nor rules for the SA address, which the full
 * registration needs (without it the payment would fail at its first stage).
 */
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const POST_CODE_REQUIRED = 'Post code is required';
export const ADDRESS_REQUIRED = 'Address line 1 is required';
export const CITY_REQUIRED = 'City is required';
export const PROVINCE_REQUIRED = 'State/Province is required';

/** Spec §5 (sender details, the Zimbabwe beneficiary, the profile): the phone's own texts. */
export const PHONE_REQUIRED = 'Mobile is required';
export const PHONE_FORMAT =
  'Phone number should have numbers only and does not accept spaces. Should not start with a zero';
