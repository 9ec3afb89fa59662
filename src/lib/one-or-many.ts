import type { OneOrMany } from '@/api/contract.ts';

/** The portal API's "one item, a list, or nothing" as a list (a new array; the input is not touched). */
export function toList<T>(value: OneOrMany<T>): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value];
}
