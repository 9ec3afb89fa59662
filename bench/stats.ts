/** The median of some numbers (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** The item whose `key` is the median one (the lower middle of an even count). */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
