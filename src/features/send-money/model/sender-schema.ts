import * as yup from 'yup';
import type { Country, IdTypeOption } from '@/api/contract.ts';
import { phoneSchema } from '@/features/beneficiaries';
import { isAdult, isAfterToday, parseDay } from '@/lib/days.ts';
import type { SenderFormValues } from './sender-details.ts';
import { needsForeignIdNumber, needsPermitNumber } from '@/remittance/model/sender-id-rules.ts';

// The messages live in src/lib/person-messages.ts (shared with the beneficiary, profile and
// upgrade forms, which read them without loading this schema and its date library).
export * from '@/lib/person-messages.ts';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  DOB_REQUIRED,
  EXPIRY_NOT_FUTURE,
  FIRST_NAME_REQUIRED,
  FOREIGN_ID_REQUIRED,
  GENDER_REQUIRED,
  ID_ISSUE_PLACE_REQUIRED,
  ID_NUMBER_REQUIRED,
  ID_TYPE_REQUIRED,
  LAST_NAME_REQUIRED,
  MIDDLE_NAME_NOT_LETTERS,
  NAME_NOT_LETTERS,
  NATIONALITY_REQUIRED,
  PERMIT_REQUIRED,
  POST_CODE_REQUIRED,
  PROVINCE_REQUIRED,
  UNDER_AGE,
} from '@/lib/person-messages.ts';

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
