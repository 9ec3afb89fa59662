import * as yup from 'yup';
import type { Country, IdTypeOption, KycTier } from '@/api/contract.ts';
import { emailSchema, MOBILE_INVALID } from '@/features/auth';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  DOB_REQUIRED,
  EXPIRY_NOT_FUTURE,
  FIRST_NAME_REQUIRED,
  ID_ISSUE_PLACE_REQUIRED,
  ID_NUMBER_REQUIRED,
  ID_TYPE_REQUIRED,
  LAST_NAME_REQUIRED,
  MIDDLE_NAME_NOT_LETTERS,
  NAME_NOT_LETTERS,
  NATIONALITY_REQUIRED,
  PHONE_FORMAT,
  PHONE_REQUIRED,
  PROVINCE_REQUIRED,
  UNDER_AGE,
} from '@/lib/person-messages.ts';
import {
  fileRule,
  futureDate,
  letters,
  requiredText,
  requiredWhen,
  text,
  type FileValue,
} from './field-rules.ts';
import { isAdult, parseDay } from '@/lib/days.ts';
import { needsProofOfAddress, saExpiryNeeded } from './id-types.ts';
import { ID_EXPIRY_REQUIRED, ID_ISSUE_COUNTRY_REQUIRED, LAST_NAME_NOT_LETTERS } from './messages.ts';

/** The profile update form's values (the upgrade form's field names, doc 1 §3). */
export interface ProfileUpdateValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string;
  gender: string;
  nationality: string;
  /** The national number, without the country's dial code. */
  mobile: string;
  email: string;
  post_code: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_province: string;
  id1_type: string;
  id1_details: string;
  id1_issue_place: string;
  id1_issue_country: string;
  id1_expiry: string;
  id3_details: string;
  id4_details: string;
  /** The types of id3_details and id4_details, as the profile holds them (not shown). */
  id3_type: string;
  id4_type: string;
  id2_type: string;
  /** A new ID document, when the ID changed. */
  id1: FileValue;
  /** Proof of address. */
  id2: FileValue;
}

/** Who is updating: their country and tier decide the rules (doc 2 §5 'Profile update'). */
export interface ProfileRulesFor {
  country: Country | string;
  tier: KycTier | string;
}

/** Spec §9: a profile phone has 9 to 10 digits for UK lite users, 9 to 11 otherwise. */
export function phoneLengths({ country, tier }: ProfileRulesFor): { min: number; max: number } {
  return { min: 9, max: country === 'UK' && tier === 'lite' ? 10 : 11 };
}

/** Which ID details the profile update asks of the user (lite users give none: they upgrade). */
export interface IdRequirements {
  /** The ID section is shown. */
  shown: boolean;
  type: boolean;
  /** ID number, issue place and issue country. */
  details: boolean;
  /** The expiry, for the chosen type. */
  expiry: (idType: string) => boolean;
  /** The proof of address file (id2), for the chosen type. */
  proof: (idType: string) => boolean;
}

/**
 * Doc 2 §5: SA limited needs the ID type, details, issue place and country, and the expiry unless
 * the type is SA National ID or Foreign National ID; UK limited the ID type; UK unlimited the
 * details, issue place and country, the expiry, and a proof file for Passport, Other and Residence
 * Permit (the options' proof_of_address flag).
 */
export function idRequirements(who: ProfileRulesFor, idTypes: readonly IdTypeOption[]): IdRequirements {
  const never = () => false;
  if (who.tier === 'lite') return { shown: false, type: false, details: false, expiry: never, proof: never };
  if (who.country === 'UK' && who.tier === 'unlimited') {
    return {
      shown: true,
      type: false,
      details: true,
      expiry: () => true,
      proof: (idType) => needsProofOfAddress(idType, idTypes),
    };
  }
  if (who.country === 'UK') return { shown: true, type: true, details: false, expiry: never, proof: never };
  return {
    shown: true,
    type: true,
    details: true,
    expiry: (idType) => saExpiryNeeded(idType, idTypes),
    proof: never,
  };
}

export interface ProfileSchemaOptions extends ProfileRulesFor {
  idTypes: readonly IdTypeOption[];
  today?: () => Date;
}

/** The profile update's checks for the user's country and tier, each with its message. */
export function profileUpdateSchema(options: ProfileSchemaOptions): yup.ObjectSchema<ProfileUpdateValues> {
  const today = options.today ?? (() => new Date());
  const { min, max } = phoneLengths(options);
  const addressNeeded = options.tier !== 'lite';
  const id = idRequirements(options, options.idTypes);
  const address = (message: string) => (addressNeeded ? requiredText(message) : text());
  const idField = (needed: boolean, message: string) => (needed ? requiredText(message) : text());
  return yup.object({
    first_name: letters(requiredText(FIRST_NAME_REQUIRED), NAME_NOT_LETTERS),
    middle_name: letters(text(), MIDDLE_NAME_NOT_LETTERS),
    last_name: letters(requiredText(LAST_NAME_REQUIRED), LAST_NAME_NOT_LETTERS),
    dob: requiredText(DOB_REQUIRED)
      .test('date', DOB_REQUIRED, (value) => parseDay(value) !== null)
      .test('adult', UNDER_AGE, (value) => parseDay(value) === null || isAdult(value, today())),
    gender: text(),
    nationality: requiredText(NATIONALITY_REQUIRED),
    mobile: text().test('phone', function check(value) {
      const phone = value.trim();
      if (phone === '') return this.createError({ message: PHONE_REQUIRED });
      if (!/^[1-9]\d*$/.test(phone)) return this.createError({ message: PHONE_FORMAT });
      if (phone.length < min || phone.length > max) return this.createError({ message: MOBILE_INVALID });
      return true;
    }),
    email: emailSchema(),
    post_code: text(),
    address_line_1: address(ADDRESS_REQUIRED),
    address_line_2: text(),
    city: address(CITY_REQUIRED),
    state_province: address(PROVINCE_REQUIRED),
    id1_type: idField(id.type, ID_TYPE_REQUIRED),
    id1_details: idField(id.details, ID_NUMBER_REQUIRED),
    id1_issue_place: idField(id.details, ID_ISSUE_PLACE_REQUIRED),
    id1_issue_country: idField(id.details, ID_ISSUE_COUNTRY_REQUIRED),
    // Any expiry given must be in the future (doc 2 §5).
    id1_expiry: futureDate(
      requiredWhen<ProfileUpdateValues>(ID_EXPIRY_REQUIRED, (values) => id.expiry(values.id1_type)),
      EXPIRY_NOT_FUTURE,
      today,
    ),
    id3_details: text(),
    id4_details: text(),
    id3_type: text(),
    id4_type: text(),
    id2_type: text(),
    id1: fileRule<ProfileUpdateValues>(() => false),
    id2: fileRule<ProfileUpdateValues>((values) => id.proof(values.id1_type)),
  });
}
