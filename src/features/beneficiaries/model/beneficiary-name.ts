import type { Beneficiary } from '@/api/contract.ts';
import { shownMobile } from '@/lib/phone.ts';

type Named = Partial<Pick<Beneficiary, 'fname' | 'mname' | 'lname' | 'name'>>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name to show: first, middle and last name joined, else `name` (cross-border rows), else ''. */
export function beneficiaryName(beneficiary: Named): string {
  const parts = [beneficiary.fname, beneficiary.mname, beneficiary.lname].map(textOf).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : textOf(beneficiary.name);
}

/**
 * The mobile to show (else the telephone): an international number stored without its '+'
 * ('263770000101') gets it; anything else shows as stored.
 */
export function beneficiaryMobile(beneficiary: Partial<Pick<Beneficiary, 'mobile' | 'telephone'>>): string {
  return shownMobile(textOf(beneficiary.mobile) || textOf(beneficiary.telephone));
}

/** Sort order of lists: by name as people read it (case and accents ignored), then by id. */
export function byName(a: Beneficiary, b: Beneficiary): number {
  const order = beneficiaryName(a).localeCompare(beneficiaryName(b), undefined, { sensitivity: 'base' });
  return order !== 0 ? order : String(a.beneficiary_id).localeCompare(String(b.beneficiary_id));
}
