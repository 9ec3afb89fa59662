export {
  amountFormAtom,
  calculatedAtom,
  quoteAtom,
  referenceAtom,
  stageAtom,
  stageStateAtom,
  stepAtom,
  transSessionIdAtom,
} from './state.ts';
export { sourceCurrencyFor } from './model/currency.ts';
// The identity fields' texts and rules of Sender Details, written once here and shared with the
// profile update and the upgrade forms (issue 12).
export {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  DOB_REQUIRED,
  EXPIRY_NOT_FUTURE,
  FIRST_NAME_REQUIRED,
  FOREIGN_ID_REQUIRED,
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
} from './model/sender-schema.ts';
export { PHONE_FORMAT, PHONE_LENGTH, PHONE_REQUIRED, isPhoneFormat } from './model/phone-rules.ts';
export { isAdult, isAfterToday, latestAdultDob, parseDay, tomorrow } from './model/sender-dates.ts';
export { idTypeOption, needsForeignIdNumber, needsPermitNumber } from './model/sender-id-rules.ts';
