import type { Country } from '../../src/api/contract.ts';

/** Which documents and details each ID type calls for (codes as in the UI options' id_types). */

/**
 * The files a 'limited' upgrade needs for the ID type, besides the ID itself (id1):
 * UK: id1_scan2 (back side) for Residence_Permit, id2 (proof of address) for Passport, Other and
 * Residence_Permit; SA: id3 (foreign ID) for Passport and 'Foreign_National ID', id4 (permit)
 * for Other.
 */
export function limitedUpgradeFiles(country: Country, id1Type: string): string[] {
  const files = ['id1'];
  if (country === 'UK') {
    if (id1Type === 'Residence_Permit') files.push('id1_scan2');
    if (['Passport', 'Other', 'Residence_Permit'].includes(id1Type)) files.push('id2');
  } else {
    if (['Passport', 'Foreign_National ID'].includes(id1Type)) files.push('id3');
    if (id1Type === 'Other') files.push('id4');
  }
  return files;
}

/**
 * Extra ID details the full (Sender Details) registration needs for an SA ID type:
 * id3_details (foreign ID number) for 'Foreign_National ID' and Passport, id4_details (permit
 * number) for Other.
 */
export function registrationIdDetails(id1Type: string): string[] {
  if (id1Type === 'Foreign_National ID' || id1Type === 'Passport') return ['id3_details'];
  if (id1Type === 'Other') return ['id4_details'];
  return [];
}
