/**
 * Spec doc 2 §5 and §9: an update may change each of a beneficiary's names and bank details by at
 * most 2 characters. DESIGN.md reads "characters changed" as the edit distance (Levenshtein): the
 * fewest single-character insertions, deletions and substitutions turning one value into the other.
 */
export const MAX_BENEFICIARY_EDIT = 2;

/** The characters of a text as people see them: composed (NFC), one entry per code point. */
const charsOf = (text: string): string[] => [...text.normalize('NFC')];

/** The edit distance between two texts (case matters: 'rudo' is one change from 'Rudo'). */
export function editDistance(a: string, b: string): number {
  const left = charsOf(a);
  const right = charsOf(b);
  // One row of the table at a time: previous[j] is the distance from left[0..i-1] to right[0..j].
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      const deletion = (previous[j] ?? 0) + 1;
      const insertion = (current[j - 1] ?? 0) + 1;
      current.push(Math.min(substitution, deletion, insertion));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** Whether `updated` is at most `limit` edits away from `original` (surrounding spaces ignored). */
export function withinEditLimit(original: string, updated: string, limit = MAX_BENEFICIARY_EDIT): boolean {
  const from = original.trim();
  const to = updated.trim();
  // More characters added or removed than the limit: no need to fill the table.
  if (Math.abs(charsOf(from).length - charsOf(to).length) > limit) return false;
  return editDistance(from, to) <= limit;
}
