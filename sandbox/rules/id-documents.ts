import type { Country, IdTypeOption } from '../../src/api/contract.ts';

/** Which documents and details each ID type calls for (codes as in the UI options' id_types). */

/**
 * Spec doc 2 §5's example types, used only where the UI options carry no flag for an ID type
 * (where they do, the flag decides: the type names in the spec are examples of that data).
 */
const BACK_SIDE_TYPES = ['Residence_Permit'];
const PROOF_OF_ADDRESS_TYPES = ['Passport', 'Other', 'Residence_Permit'];
const FOREIGN_ID_TYPES = ['Passport', 'Foreign_National ID'];
const PERMIT_TYPES = ['Other'];

/** The flag of the ID type's option when the options carry one, else whether the spec names it. */
function flagOr(
  idTypes: readonly IdTypeOption[],
  code: string,
  flag: keyof Pick<
    IdTypeOption,
    'id1_scan2_required' | 'proof_of_address' | 'foreign_id_number_required' | 'permit_number_required'
  >,
  examples: readonly string[],
): boolean {
  const value = idTypes.find((option) => option.code === code)?.[flag];
  return typeof value === 'boolean' ? value : examples.includes(code);
}

/** What a 'limited' upgrade (or a lite user's upgrade to unlimited) needs for the ID type. */
export interface LimitedUpgradeNeeds {
  /** Files: the ID itself (id1), and by type the back side (id1_scan2) and proof of address (id2). */
  files: string[];
  /** Text fields: the foreign ID number (id3_details) or the resident permit number (id4_details). */
  details: string[];
}

/**
 * UK: id1_scan2 (back side) for types flagged id1_scan2_required, id2 (proof of address) for
 * types flagged proof_of_address. SA: id2_type always, id3_details (foreign ID number) for types
 * flagged foreign_id_number_required, id4_details (resident permit number) for those flagged
 * permit_number_required: text fields, not uploads (doc 2 §5).
 */
export function limitedUpgradeNeeds(
  country: Country,
  id1Type: string,
  idTypes: readonly IdTypeOption[],
): LimitedUpgradeNeeds {
  const files = ['id1'];
  const details: string[] = [];
  if (country === 'UK') {
    if (flagOr(idTypes, id1Type, 'id1_scan2_required', BACK_SIDE_TYPES)) files.push('id1_scan2');
    if (flagOr(idTypes, id1Type, 'proof_of_address', PROOF_OF_ADDRESS_TYPES)) files.push('id2');
  } else {
    details.push('id2_type');
    if (flagOr(idTypes, id1Type, 'foreign_id_number_required', FOREIGN_ID_TYPES)) details.push('id3_details');
    if (flagOr(idTypes, id1Type, 'permit_number_required', PERMIT_TYPES)) details.push('id4_details');
  }
  return { files, details };
}

/**
 * Extra ID details the full (Sender Details) registration needs for an SA ID type:
 * id3_details (foreign ID number) for 'Foreign_National ID' and Passport, id4_details (permit
 * number) for Other.
 */
export function registrationIdDetails(id1Type: string): string[] {
  if (FOREIGN_ID_TYPES.includes(id1Type)) return ['id3_details'];
  if (PERMIT_TYPES.includes(id1Type)) return ['id4_details'];
  return [];
}
