import * as yup from 'yup';
import type { Country, IdTypeOption } from '@/api/contract.ts';
import { MIDDLE_NAME_NOT_LETTERS, NAME_NOT_LETTERS, phoneSchema } from '@/features/beneficiaries';
import { isAdult, isAfterToday, parseDay } from './sender-dates.ts';
import type { SenderFormValues } from './sender-details.ts';
import { needsForeignIdNumber, needsPermitNumber } from './sender-id-rules.ts';

/**
 * Spec §5 'Sender details': the messages, word for word. The names' and the phone's are shared
 * with the Zimbabwe beneficiary forms and written once in the beneficiaries feature.
 */
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

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const blank = (value: string | undefined) => (value ?? '').trim() === '';

const text = () => yup.string().default('');
type TextSchema = ReturnType<typeof text>;
const required = (message: string) => text().test('required', message, (value) => !blank(value));
const letters = (schema: TextSchema, message: string) =>
  schema.test('letters', message, (value) => blank(value) || LETTERS_AND_SPACES.test(value.trim()));

/** Required only when the chosen ID type needs it. */
const requiredFor = (message: string, needs: (idType: string) => boolean) =>
  text().test('required-for-type', message, (value, context) => {
    const { id1_type } = context.parent as SenderFormValues;
    return !needs(id1_type) || !blank(value);
  });

export interface SenderSchemaOptions {
  country: Country;
  /** The mobile is the user's existing one, read-only: not checked. */
  mobileLocked: boolean;
  /** The SA ID types of the UI options (their flags say which need a foreign ID or a permit). */
  idTypes: readonly IdTypeOption[];
  /** Today, read at each check (tests fix it). */
  today?: () => Date;
}

/** The Sender Details checks for the user's country (spec §5; SA users give address and ID). */
export function senderSchema(options: SenderSchemaOptions): yup.ObjectSchema<SenderFormValues> {
  const today = options.today ?? (() => new Date());
  const sa = options.country === 'SA';
  const saOnly = (schema: TextSchema) => (sa ? schema : text());
  const { idTypes } = options;
  return yup.object({
    first_name: letters(required(FIRST_NAME_REQUIRED), NAME_NOT_LETTERS),
    middle_name: letters(text(), MIDDLE_NAME_NOT_LETTERS),
    last_name: letters(required(LAST_NAME_REQUIRED), NAME_NOT_LETTERS),
    // the phone's messages and rule are shared with the Zimbabwe beneficiary (beneficiaries feature)
    mobile: options.mobileLocked ? text() : phoneSchema(),
    dob: required(DOB_REQUIRED)
      .test('date', DOB_REQUIRED, (value) => blank(value) || parseDay(value) !== null)
      .test('adult', UNDER_AGE, (value) => parseDay(value) === null || isAdult(value, today())),
    gender: required(GENDER_REQUIRED),
    referral_code: text(),
    postal_code: saOnly(required(POST_CODE_REQUIRED)),
    address_line_1: saOnly(required(ADDRESS_REQUIRED)),
    address_line_2: text(),
    city: saOnly(required(CITY_REQUIRED)),
    state_province: saOnly(required(PROVINCE_REQUIRED)),
    nationality: saOnly(required(NATIONALITY_REQUIRED)),
    id1_type: saOnly(required(ID_TYPE_REQUIRED)),
    id1_details: saOnly(required(ID_NUMBER_REQUIRED)),
    id1_issue_place: saOnly(required(ID_ISSUE_PLACE_REQUIRED)),
    id1_expiry: saOnly(text().test('future', EXPIRY_NOT_FUTURE, (value) => isAfterToday(value, today()))),
    id3_details: saOnly(requiredFor(FOREIGN_ID_REQUIRED, (type) => needsForeignIdNumber(type, idTypes))),
    id4_details: saOnly(requiredFor(PERMIT_REQUIRED, (type) => needsPermitNumber(type, idTypes))),
  });
}
