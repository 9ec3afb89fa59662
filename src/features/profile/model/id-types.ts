import type { Country, IdTypeOption, UiOptions } from '@/api/contract.ts';

/**
 * The ID types of the UI options and what each calls for. Where an option carries a flag
 * (id1_scan2_required, proof_of_address), the flag decides; the type names of doc 2 §5 are
 * examples of that data, used only for an option without the flag. (SA's foreign ID and permit
 * numbers follow the same rule in the send flow's sender-id-rules, shared through its index.)
 */
const BACK_SIDE_TYPES: readonly string[] = ['Residence_Permit'];
const PROOF_OF_ADDRESS_TYPES: readonly string[] = ['Passport', 'Other', 'Residence_Permit'];

/** The profile update asks SA limited users for no expiry with these (doc 2 §5 'Profile update'). */
const NO_EXPIRY_SA_TYPES: readonly string[] = ['sanationalid', 'foreignnationalid'];

/** The options' key of a country's ID types. */
const keyOf = (country: Country | string): 'uk' | 'sa' => (country === 'UK' ? 'uk' : 'sa');

/** The first-ID types a sender of the country may give (empty until the options arrive). */
export function idTypesOf(options: UiOptions | undefined, country: Country | string): IdTypeOption[] {
  return options?.id_types[keyOf(country)].id1 ?? [];
}

/** The type codes sent beside an SA sender's id3_details (foreign ID) and id4_details (permit). */
export interface NumberTypes {
  id3?: string;
  id4?: string;
}

/** SA's foreign-ID (id3) and resident-permit (id4) type codes: the options' first of each; none for the UK. */
export function numberTypesOf(options: UiOptions | undefined, country: Country | string): NumberTypes {
  if (keyOf(country) !== 'sa') return {};
  const ids = options?.id_types.sa;
  return { id3: ids?.id3[0]?.code, id4: ids?.id4[0]?.code };
}

/** The source-of-funds document types (UK id3) of the options. */
export function fundsTypesOf(options: UiOptions | undefined): IdTypeOption[] {
  return options?.id_types.uk.id3 ?? [];
}

/** The proof-of-address (id2) types of the country's options. */
export function proofTypesOf(options: UiOptions | undefined, country: Country | string): IdTypeOption[] {
  return options?.id_types[keyOf(country)].id2 ?? [];
}

/** The name of an ID type code as the options give it ('Residence Permit'), else the code. */
export function idTypeLabel(options: UiOptions | undefined, country: Country | string, code: string): string {
  const ids = options?.id_types[keyOf(country)];
  const all = ids ? Object.values(ids).flat() : [];
  return all.find((option) => option.code === code)?.type ?? code;
}

function flagOr(
  code: string,
  idTypes: readonly IdTypeOption[],
  flag: 'id1_scan2_required' | 'proof_of_address',
  examples: readonly string[],
): boolean {
  const value = idTypes.find((option) => option.code === code)?.[flag];
  return typeof value === 'boolean' ? value : examples.includes(code);
}

/** UK: whether the ID's back side (id1_scan2) is needed. */
export function needsBackSide(code: string, idTypes: readonly IdTypeOption[]): boolean {
  return code !== '' && flagOr(code, idTypes, 'id1_scan2_required', BACK_SIDE_TYPES);
}

/** UK: whether a proof of address (id2) is needed with this ID. */
export function needsProofOfAddress(code: string, idTypes: readonly IdTypeOption[]): boolean {
  return code !== '' && flagOr(code, idTypes, 'proof_of_address', PROOF_OF_ADDRESS_TYPES);
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** SA limited: whether the profile update asks for the ID's expiry (not for SA or Foreign National IDs). */
export function saExpiryNeeded(code: string, idTypes: readonly IdTypeOption[]): boolean {
  const option = idTypes.find((item) => item.code === code);
  const names = [code, option?.type ?? ''].map(squash);
  return !names.some((name) => NO_EXPIRY_SA_TYPES.includes(name));
}

let regionNames: Intl.DisplayNames | undefined;

/** 'GB' -> 'United Kingdom': an issue country's name (the code itself when unknown). */
export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The issue-country choices: the countries of the options' nationalities, by name. */
export function issueCountries(options: UiOptions | undefined): { value: string; label: string }[] {
  return (options?.nationalities ?? [])
    .map((nationality) => ({ value: nationality.value, label: countryName(nationality.value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
