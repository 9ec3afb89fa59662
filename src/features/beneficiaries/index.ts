// The public API of the beneficiaries feature: the list call and its local-first cache (Dexie is
// loaded on first use, never with this index), the list hook, and the pure rules (names, search).
export {
  BENEFICIARIES_LOAD_FAILED,
  beneficiariesErrorMessages,
  getBeneficiaries,
} from './api/get-beneficiaries.ts';
export {
  cacheKeyOf as beneficiariesCacheKey,
  readCachedBeneficiaries,
  saveBeneficiaries,
  type CachedBeneficiaries,
} from './api/beneficiaries-cache.ts';
export { useBeneficiaryList, type BeneficiaryList } from './hooks/use-beneficiary-list.ts';
export { beneficiaryMobile, beneficiaryName, byName } from './model/beneficiary-name.ts';
export { beneficiarySearch, matchesBeneficiary, searchBeneficiaries } from './model/search.ts';
export { isZimbabweBeneficiary } from './model/country.ts';
export { ADD_BENEFICIARY_TO_CONTINUE, NO_BENEFICIARIES, noBeneficiariesFor } from './model/messages.ts';
