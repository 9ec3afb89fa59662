import type { Beneficiary } from '@/api/contract.ts';

type Named = Partial<Pick<Beneficiary, 'fname' | 'mname' | 'lname' | 'name'>>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name to show: first, middle and last name joined, else `name` (cross-border rows), else ''. */
export function beneficiaryName(beneficiary: Named): string {
  const parts = [beneficiary.fname, beneficiary.mname, beneficiary.lname].map(textOf).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : textOf(beneficiary.name);
}

/** Shortest international number with its country code ('+263' and 9 digits is 12 digits). */
const MIN_INTERNATIONAL_DIGITS = 11;

/**
 * The mobile to show (else the telephone): an international number stored without its '+'
 * ('263770000101') gets it; anything else shows as stored.
 */
export function beneficiaryMobile(beneficiary: Partial<Pick<Beneficiary, 'mobile' | 'telephone'>>): string {
  const mobile = textOf(beneficiary.mobile) || textOf(beneficiary.telephone);
  const international =
    /^\d+$/.test(mobile) && !mobile.startsWith('0') && mobile.length >= MIN_INTERNATIONAL_DIGITS;
  return international ? `+${mobile}` : mobile;
}

/** Sort order of lists: by name as people read it (case and accents ignored), then by id. */
export function byName(a: Beneficiary, b: Beneficiary): number {
  const order = beneficiaryName(a).localeCompare(beneficiaryName(b), undefined, { sensitivity: 'base' });
  return order !== 0 ? order : String(a.beneficiary_id).localeCompare(String(b.beneficiary_id));
}
