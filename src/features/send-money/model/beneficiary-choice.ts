import type { Beneficiary } from '@/api/contract.ts';
import type { BeneficiaryChoice, NewZimbabweBeneficiary } from './flow-inputs.ts';
import { EMPTY_NEW_BENEFICIARY, type NewBeneficiaryForm } from '@/features/beneficiaries';
import { phoneDigits, toZimbabweMobile, zimbabweNational } from '@/lib/phone.ts';

/** Which half of the beneficiary step is open: the saved list, or the add-beneficiary form. */
export type BeneficiaryMode = 'saved' | 'new';

/**
 * The half to open first: the add form for a new beneficiary chosen before, or when the user can
 * have no saved ones (no remitter yet); else the saved list.
 */
export function initialMode(choice: BeneficiaryChoice | null, hasSavedList: boolean): BeneficiaryMode {
  if (!hasSavedList || choice?.kind === 'new') return 'new';
  return 'saved';
}

/** The new beneficiary handed to the payment run: names trimmed, the mobile as '+263' and the digits. */
export function toNewBeneficiary(form: NewBeneficiaryForm): NewZimbabweBeneficiary {
  return {
    first_name: form.first_name.trim(),
    middle_name: form.middle_name.trim(),
    last_name: form.last_name.trim(),
    mobile: toZimbabweMobile(form.mobile),
    save_to_favourites: form.save_to_favourites,
  };
}

/** The add form as the user left it, from the stored choice (empty for a saved one or none). */
export function formOf(choice: BeneficiaryChoice | null): NewBeneficiaryForm {
  if (choice?.kind !== 'new') return EMPTY_NEW_BENEFICIARY;
  const { details } = choice;
  return {
    first_name: details.first_name,
    middle_name: details.middle_name,
    last_name: details.last_name,
    mobile: zimbabweNational(details.mobile),
    save_to_favourites: details.save_to_favourites,
  };
}

/** The saved beneficiary whose mobile is the one typed ('+263' and the digits), if any. */
export function savedWithMobile(list: readonly Beneficiary[], national: string): Beneficiary | undefined {
  const digits = phoneDigits(toZimbabweMobile(national));
  if (national.trim() === '') return undefined;
  return list.find((beneficiary) => phoneDigits(beneficiary.mobile) === digits);
}
