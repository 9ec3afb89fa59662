// The public API of the beneficiaries feature: the list call and its local-first cache (Dexie is
// loaded on first use, never with this index), the list hook, the add call, the Zimbabwe form and
// the pure rules (names, phones, search). Its pages load through the route table.
export {
  BENEFICIARIES_LOAD_FAILED,
  beneficiariesErrorMessages,
  getBeneficiaries,
} from './api/get-beneficiaries.ts';
export { addBeneficiary, BENEFICIARY_CREATE_FAILED } from './api/add-beneficiary.ts';
export {
  cacheKeyOf as beneficiariesCacheKey,
  readCachedBeneficiaries,
  saveBeneficiaries,
  type CachedBeneficiaries,
} from './api/beneficiaries-cache.ts';
export { useBeneficiaryList, type BeneficiaryList } from './hooks/use-beneficiary-list.ts';
export {
  BeneficiaryListError,
  SavedBeneficiaryList,
  type SavedBeneficiaryListProps,
} from './components/saved-beneficiary-list.tsx';
export {
  NEW_BENEFICIARY_FORM_ID,
  ZimbabweBeneficiaryFields,
  type ZimbabweBeneficiaryFieldsProps,
} from './components/zimbabwe-beneficiary-fields.tsx';
export { beneficiaryMobile, beneficiaryName, byName } from './model/beneficiary-name.ts';
export { beneficiarySearch, matchesBeneficiary, searchBeneficiaries } from './model/search.ts';
export { isZimbabweBeneficiary } from './model/country.ts';
export {
  ADD_BENEFICIARY_TO_CONTINUE,
  NOT_REGISTERED,
  NO_BENEFICIARIES,
  noBeneficiariesFor,
} from './model/messages.ts';
export {
  EMPTY_NEW_BENEFICIARY,
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
} from './model/beneficiary-form.ts';
export { beneficiaryResolver } from './model/beneficiary-checks.ts';
export {
  PHONE_FORMAT,
  PHONE_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  PHONE_REQUIRED,
  isPhoneFormat,
  isPhoneLength,
  phoneSchema,
} from './model/phone-rules.ts';
export { ZIMBABWE_PREFIX, toZimbabweMobile, zimbabweNational } from './model/zimbabwe-mobile.ts';
export { MAX_BENEFICIARY_EDIT, withinEditLimit } from './model/edit-distance.ts';
