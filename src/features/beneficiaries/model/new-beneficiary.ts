import type { Beneficiary, NewBeneficiaryRequest } from '@/api/contract.ts';
import type { NewBeneficiaryForm } from './beneficiary-form.ts';
import { toZimbabweMobile } from '@/lib/phone.ts';

/** The country a Zimbabwe beneficiary is added for, by the name the calls table's `country` takes. */
export const ZIMBABWE = 'Zimbabwe';

/** POST /remitter/beneficiaries/new for a Zimbabwe beneficiary: names trimmed, mobile '+263' and the digits. */
export function zimbabweBeneficiaryRequest(form: NewBeneficiaryForm): NewBeneficiaryRequest {
  return {
    first_name: form.first_name.trim(),
    middle_name: form.middle_name.trim(),
    last_name: form.last_name.trim(),
    mobile: toZimbabweMobile(form.mobile),
    country: ZIMBABWE,
    save_to_favourites: form.save_to_favourites,
  };
}

/** The new beneficiary as the list will show it, for the cache until the server's list confirms it. */
export function addedBeneficiary(id: string, request: NewBeneficiaryRequest): Beneficiary {
  const fname = request.first_name ?? '';
  const mname = request.middle_name ?? '';
  const lname = request.last_name ?? '';
  return {
    beneficiary_id: id,
    fname,
    mname,
    lname,
    name: [fname, mname, lname].filter(Boolean).join(' '),
    mobile: request.mobile,
    telephone: request.mobile,
    country: ZIMBABWE,
    country_code: 'ZW',
  };
}

/** The note /beneficiaries shows after an add: 'Rudo Ncube was added to your beneficiaries.' */
export const addedText = (name: string): string => `${name} was added to your beneficiaries.`;
/** The note /beneficiaries shows after an update. */
export const updatedText = (name: string): string => `${name} was updated.`;
