import type { Beneficiary } from '@/api/contract.ts';
import { phoneDigits, significantDigits } from '@/lib/phone.ts';
import { beneficiaryName } from './beneficiary-name.ts';

/** Lower case without accents, so 'tafadzwa' finds 'Tafádzwa'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The texts a search looks in (spec: name, fname, lname, mobile, telephone; and the full name). */
function searchTexts(beneficiary: Beneficiary): string[] {
  return [
    beneficiaryName(beneficiary),
    textOf(beneficiary.name),
    textOf(beneficiary.fname),
    textOf(beneficiary.lname),
  ].map(fold);
}

function phonesOf(beneficiary: Beneficiary): string[] {
  return [beneficiary.mobile, beneficiary.telephone].map((value) => phoneDigits(textOf(value)));
}

/** One search word: in a name, or (typed as a number, '+' and a local leading 0 ignored) in a phone. */
function matchesTerm(term: string, texts: string[], phones: string[]): boolean {
  if (texts.some((text) => text.includes(term))) return true;
  if (!/^\+?\d+$/.test(term)) return false;
  const digits = significantDigits(term);
  return digits !== '' && phones.some((phone) => phone.includes(digits));
}

const termsOf = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

/** Whether every word of the query is found, case-insensitively, in the beneficiary's names or phones. */
export function matchesBeneficiary(beneficiary: Beneficiary, query: string): boolean {
  const terms = termsOf(query);
  if (terms.length === 0) return true;
  const texts = searchTexts(beneficiary);
  const phones = phonesOf(beneficiary);
  return terms.every((term) => matchesTerm(term, texts, phones));
}

/**
 * A list made ready for searching as the user types: each beneficiary's names folded and phones
 * reduced to digits once, so a keystroke only compares (a long list stays quick on a slow phone).
 * The search returns the matches in the list's order (all of them for a blank query).
 */
export function beneficiarySearch(list: readonly Beneficiary[]): (query: string) => Beneficiary[] {
  const entries = list.map((beneficiary) => ({
    beneficiary,
    texts: searchTexts(beneficiary),
    phones: phonesOf(beneficiary),
  }));
  return (query) => {
    const terms = termsOf(query);
    if (terms.length === 0) return [...list];
    return entries
      .filter(({ texts, phones }) => terms.every((term) => matchesTerm(term, texts, phones)))
      .map(({ beneficiary }) => beneficiary);
  };
}

/** The beneficiaries matching the query, in the list's order (all of them for a blank query). */
export function searchBeneficiaries(list: readonly Beneficiary[], query: string): Beneficiary[] {
  return beneficiarySearch(list)(query);
}
