import { isValid, parseISO } from 'date-fns';

/** A date from the API ('2025-01-05T14:30:00Z' or '2025-01-05 14:30:00'), or undefined when unreadable. */
export function parseApiDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = parseISO(value.trim());
  return isValid(parsed) ? parsed : undefined;
}
