// The public API of the beneficiaries feature: the list call and its local-first cache (Dexie is
// loaded on first use, never with this index), the list hook, the add call, the pieces both send
// flows show (the saved list, the combobox, the Zimbabwe form, the cross-border add form, loaded
// when shown) and the pure rules (names, search). Its pages load through the route table.
export { getBeneficiaries } from './api/get-beneficiaries.ts';
export { addBeneficiary, BENEFICIARY_CREATE_FAILED } from './api/add-beneficiary.ts';
export { cacheKeyOf as beneficiariesCacheKey, readCachedBeneficiaries } from './api/beneficiaries-cache.ts';
export { useBeneficiaryList } from './hooks/use-beneficiary-list.ts';
export { BeneficiaryListError, SavedBeneficiaryList } from './components/saved-beneficiary-list.tsx';
export { BeneficiaryCombobox } from './components/beneficiary-combobox.tsx';
export { LazyCrossBorderBeneficiaryForm } from './components/lazy-cross-border-form.tsx';
export type { DeliveryOption } from './model/add-choices.ts';
export {
  NEW_BENEFICIARY_FORM_ID,
  ZimbabweBeneficiaryFields,
} from './components/zimbabwe-beneficiary-fields.tsx';
export { beneficiaryMobile, beneficiaryName, byName } from './model/beneficiary-name.ts';
export { beneficiarySearch } from './model/search.ts';
export { isZimbabweBeneficiary } from './model/country.ts';
export { NOT_REGISTERED } from './model/messages.ts';
export { EMPTY_NEW_BENEFICIARY, type NewBeneficiaryForm } from './model/beneficiary-form.ts';
export { beneficiaryResolver } from './model/beneficiary-checks.ts';
export { phoneSchema } from './model/phone-rules.ts';
export { withinEditLimit } from './model/edit-distance.ts';
