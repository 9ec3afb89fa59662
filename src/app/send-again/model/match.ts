import type { Beneficiary, Transaction } from '@/api/contract.ts';
import { beneficiaryName, withinEditLimit } from '@/features/beneficiaries';
import { parseApiDate } from '@/lib/api-date.ts';
import { samePhone, significantDigits } from '@/lib/phone.ts';

/**
 * Who a transaction went to. The spec's transaction names its beneficiary only by benef_name and
 * benef_mobile (no beneficiary id), so a saved beneficiary is found by the mobile's digits and the
 * name; a beneficiary's last transfer the same way round.
 */
export interface Person {
  name: string;
  mobile: string;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The numbers a saved beneficiary is known by (doc 1 §3: mobile, telephone, phone_number). */
function phonesOf(beneficiary: Beneficiary): string[] {
  return [beneficiary.mobile, beneficiary.telephone, beneficiary.phone_number].map(textOf);
}

/** A name's words as compared: lower case, accents and extra spaces gone. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

/** The same name, whatever the case, accents or spacing. */
export function sameName(a: string, b: string): boolean {
  const left = nameWords(a).join(' ');
  return left !== '' && left === nameWords(b).join(' ');
}

/**
 * The same person's name, written then or since: first and last names each within the update
 * rule's reach (spec §5: a saved beneficiary's names may change by at most 2 characters), a middle
 * name ignored (one side may leave it out). A one-word name is compared whole.
 */
export function closeName(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return false;
  if (left.length === 1 || right.length === 1) return withinEditLimit(left.join(' '), right.join(' '));
  return withinEditLimit(left[0]!, right[0]!) && withinEditLimit(left.at(-1)!, right.at(-1)!);
}

/**
 * The saved beneficiary a transfer went to: the same mobile and the same name; failing that, the
 * same mobile and a name close enough to be theirs (one of several sharing a phone is told apart
 * by the name). None when the mobile is unknown: a name alone is not enough.
 */
export function matchSaved(saved: readonly Beneficiary[], person: Person): Beneficiary | undefined {
  if (significantDigits(person.mobile) === '') return undefined;
  const sharing = saved.filter((beneficiary) =>
    phonesOf(beneficiary).some((phone) => samePhone(phone, person.mobile)),
  );
  return (
    sharing.find((beneficiary) => sameName(beneficiaryName(beneficiary), person.name)) ??
    sharing.find((beneficiary) => closeName(beneficiaryName(beneficiary), person.name))
  );
}

/** The person a transaction went to. */
export function personOf(transaction: Pick<Transaction, 'benef_name' | 'benef_mobile'>): Person {
  return { name: textOf(transaction.benef_name).trim(), mobile: textOf(transaction.benef_mobile).trim() };
}

const timeOf = (transaction: Transaction) => parseApiDate(transaction.creation_date)?.getTime() ?? 0;

/** The newest transfer to the beneficiary (same mobile, close name) among `transactions`, if any. */
export function lastTransactionTo(
  beneficiary: Beneficiary,
  transactions: readonly Transaction[],
): Transaction | undefined {
  const name = beneficiaryName(beneficiary);
  let last: Transaction | undefined;
  for (const transaction of transactions) {
    const person = personOf(transaction);
    const theirs =
      phonesOf(beneficiary).some((phone) => samePhone(phone, person.mobile)) && closeName(name, person.name);
    if (!theirs) continue;
    if (
      !last ||
      timeOf(transaction) > timeOf(last) ||
      (timeOf(transaction) === timeOf(last) && Number(transaction.trans_id) > Number(last.trans_id))
    )
      last = transaction;
  }
  return last;
}
