/**
 * Levenshtein distance: the fewest single-character insertions, deletions and substitutions
 * turning one string into the other. A beneficiary's names and bank details may change by at
 * most MAX_BENEFICIARY_EDIT.
 */
export const MAX_BENEFICIARY_EDIT = 2;

export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
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

export function withinEditLimit(original: string, updated: string, limit = MAX_BENEFICIARY_EDIT): boolean {
  return editDistance(original, updated) <= limit;
}
