/** Small value rules of the prefill: an old value kept only where a list still offers it. */

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The listed value the old one names (case and spaces aside), in the list's spelling; else ''. */
export function listed(values: readonly string[], wanted: unknown): string {
  const text = textOf(wanted).toLowerCase();
  if (text === '') return '';
  return values.find((value) => value.trim().toLowerCase() === text) ?? '';
}

/**
 * The purpose's id: the old value as an id, else as a purpose's name (an API may give either);
 * '' when it is not offered, or when the transaction gave none (the spec does not promise it).
 */
export function purposeId(purposes: readonly { id: string; purpose: string }[], wanted: unknown): string {
  return (
    listed(
      purposes.map((item) => item.id),
      wanted,
    ) ||
    (purposes.find((item) => listed([item.purpose], wanted) !== '')?.id ?? '')
  );
}

/** Whether the transaction had a value at all (an emptied one is then worth a note). */
export const hadValue = (value: unknown): boolean => textOf(value) !== '';

/** An amount as the form holds it (text); '' when it is not a positive number. */
export function amountText(value: unknown): string {
  const amount = typeof value === 'number' ? value : Number(textOf(value));
  return Number.isFinite(amount) && amount > 0 ? String(amount) : '';
}

export interface NameParts {
  first: string;
  middle: string;
  last: string;
}

/** A full name in parts: the first word, the last word, and any between as the middle name. */
export function splitName(name: string): NameParts {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first: '', middle: '', last: '' };
  if (words.length === 1) return { first: words[0]!, middle: '', last: '' };
  return { first: words[0]!, middle: words.slice(1, -1).join(' '), last: words.at(-1)! };
}
