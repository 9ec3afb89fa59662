// The public API of the profile feature: the profile's one source (an atom and useProfile), its
// loading (after sign-in, on focus and online, at most once a minute) and its cache; the tiers and
// their upgrades; and the document form pieces the upgrade pages share (address with the postcode
// lookup, file uploads with compression and progress, the identity rules and texts). Only
// signed-in code imports it: the login screen must not load it.

export { loadProfile, restoreCachedProfile } from './api/load-profile.ts';

export { useProfile } from './hooks/use-profile.ts';
export { useProfileRefresh } from './hooks/use-profile-refresh.ts';
export { useUploadCall, type UploadOptions } from './hooks/use-upload-call.ts';

export {
  asTier,
  tierLabel,
  tierUnderReview,
  tiersOf,
  upgradeTargets,
  type UpgradeTarget,
} from './model/tiers.ts';
export {
  CONFIRM_QUESTION,
  DETAILS_REQUIRED,
  FIELD_REQUIRED,
  ID_EXPIRY_REQUIRED,
  ID_ISSUE_COUNTRY_REQUIRED,
  NATIONALITY_IS_REQUIRED,
} from './model/messages.ts';
export {
  fileRule,
  futureDate,
  requiredText,
  requiredWhen,
  text,
  type FileValue,
} from './model/field-rules.ts';
export {
  fundsTypesOf,
  idTypesOf,
  issueCountries,
  needsBackSide,
  needsProofOfAddress,
  numberTypesOf,
  proofTypesOf,
  type NumberTypes,
} from './model/id-types.ts';
export { AddressFields } from './components/address-fields.tsx';
export { FileField } from './components/file-field.tsx';
export { TextInputField } from './components/form-inputs.tsx';

export { UploadFormFooter } from './components/upload-form-footer.tsx';
