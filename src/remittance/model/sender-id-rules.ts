import type { IdTypeOption } from '@/api/contract.ts';

/** Spec §5: the SA ID types that need the foreign ID number (id3_details) when the options say nothing. */
const FOREIGN_ID_TYPES: readonly string[] = ['Foreign_National ID', 'Passport'];
/** Spec §5: the SA ID type that needs the resident permit number (id4_details). */
const PERMIT_TYPES: readonly string[] = ['Other'];

/** The UI options' entry for an ID type code, if listed. */
export function idTypeOption(code: string, idTypes: readonly IdTypeOption[]): IdTypeOption | undefined {
  return idTypes.find((option) => option.code === code);
}

/** Whether the ID type needs the foreign ID number: the option's flag, else the spec's types. */
export function needsForeignIdNumber(code: string, idTypes: readonly IdTypeOption[]): boolean {
  const flag = idTypeOption(code, idTypes)?.foreign_id_number_required;
  return flag ?? FOREIGN_ID_TYPES.includes(code);
}

/** Whether the ID type needs the resident permit number: the option's flag, else the spec's type. */
export function needsPermitNumber(code: string, idTypes: readonly IdTypeOption[]): boolean {
  const flag = idTypeOption(code, idTypes)?.permit_number_required;
  return flag ?? PERMIT_TYPES.includes(code);
}
