import { format, isValid, parseISO } from 'date-fns';

/** How dates and times read in the transactions screens: '5 Jan 2025, 14:30'. */
export const DATE_TIME_FORMAT = 'd MMM yyyy, HH:mm';

/** A date from the API ('2025-01-05T14:30:00Z' or '2025-01-05 14:30:00'), or undefined when unreadable. */
export function parseApiDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = parseISO(value.trim());
  return isValid(parsed) ? parsed : undefined;
}

/** A transaction's date for display, in the user's time zone; the raw text when unreadable. */
export function formatTransactionDate(value: unknown): string {
  const parsed = parseApiDate(value);
  if (parsed) return format(parsed, DATE_TIME_FORMAT);
  return typeof value === 'string' ? value : '';
}

/** 'Last updated 5 Jan 2025, 14:30': when the data on screen was fetched. */
export function lastUpdatedText(at: number | Date): string {
  return `Last updated ${format(at, DATE_TIME_FORMAT)}`;
}
