/**
 * Spec doc 2 §5 texts of the upgrade and profile forms that both the profile update and the
 * upgrade pages use (the upgrade pages read them from here). The identity texts shared with Sender
 * Details (the ID type's, the expiry's, ...) live in src/lib/person-messages.ts.
 */
export const NATIONALITY_IS_REQUIRED = 'Nationality is required';
export const DETAILS_REQUIRED = 'Details required';
export const ID_ISSUE_COUNTRY_REQUIRED = 'ID issue country required';
export const ID_EXPIRY_REQUIRED = 'ID expiry date required';
/** The simple upgrade's text, and the full form's for a field the spec gives no text of its own. */
export const FIELD_REQUIRED = 'This field is required';
export const FILE_REQUIRED = 'Can not proceed without uploading this file';
export const FILE_FORMAT = 'Only the following formats are accepted: .jpeg, .jpg, .pdf';
/** The update and upgrade forms' confirmation dialog, with No and Proceed. */
export const CONFIRM_QUESTION = 'Are you sure you want proceed?';

/** Ours: the spec names the 10 MB limit but gives it no text. */
export const FILE_TOO_LARGE = 'The file is too large: the limit is 10 MB.';
/** Ours: a photo the browser cannot draw again (so cannot rid of its location data) is not sent. */
export const PHOTO_NOT_PREPARED =
  'This photo could not be prepared for upload. Please choose another photo, or a PDF.';
/** Ours: the spec gives the profile's last name no text (Sender Details' says First name). */
export { LAST_NAME_NOT_LETTERS } from '@/lib/person-messages.ts';
