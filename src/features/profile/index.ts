// The public API of the profile feature: the profile's one source (an atom and useProfile), its
// loading (after sign-in, on focus and online, at most once a minute) and its cache; the tiers and
// their upgrades; and the document form pieces the upgrade pages share (address with the postcode
// lookup, file uploads with compression and progress, the identity rules and texts). Only
// signed-in code imports it: the login screen must not load it.
export { getProfile } from './api/get-profile.ts';
export { loadProfile, restoreCachedProfile, type LoadProfileOptions } from './api/load-profile.ts';
export { readCachedProfile } from './api/profile-cache.ts';
export { useProfile, type UseProfile } from './hooks/use-profile.ts';
export { useProfileRefresh } from './hooks/use-profile-refresh.ts';
export { useUploadCall, type UploadCall, type UploadOptions } from './hooks/use-upload-call.ts';
export { profileKeyOf, profileRemitoneStatus } from './model/profile-status.ts';
export {
  PROFILE_REFRESH_MS,
  shouldLoadProfile,
  type ProfileLoadCheck,
  type ProfileLoadRecord,
} from './model/throttle.ts';
export { NO_PROFILE, lastProfileLoadAtom, profileAtom, type ProfileState } from './state.ts';
export {
  TIER_LABELS,
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
  FILE_FORMAT,
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  ID_EXPIRY_REQUIRED,
  ID_ISSUE_COUNTRY_REQUIRED,
  NATIONALITY_IS_REQUIRED,
} from './model/messages.ts';
export {
  blank,
  fileRule,
  futureDate,
  requiredText,
  requiredWhen,
  text,
  type FileValue,
  type TextSchema,
} from './model/field-rules.ts';
export {
  countryName,
  fundsTypesOf,
  idTypeLabel,
  idTypesOf,
  issueCountries,
  needsBackSide,
  needsProofOfAddress,
  numberTypesOf,
  proofTypesOf,
  type NumberTypes,
} from './model/id-types.ts';
export { AddressFields, type AddressFieldsProps } from './components/address-fields.tsx';
export { FileField, type FileFieldProps } from './components/file-field.tsx';
export { TextInputField, type TextInputFieldProps } from './components/form-inputs.tsx';
export { UploadProgress, type UploadProgressProps } from './components/upload-progress.tsx';
export { UploadFormFooter, type UploadFormFooterProps } from './components/upload-form-footer.tsx';
export { RadioField, type RadioFieldProps } from './components/radio-field.tsx';
