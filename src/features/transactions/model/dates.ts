import { intlFormat, isValid, parseISO } from 'date-fns';

/**
 * How dates and times read in the transactions screens: '5 Jan 2025, 14:30' (the browser's own
 * formatter through date-fns' intlFormat, so no date-fns locale is shipped to the phone).
 */
const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const LOCALE = { locale: 'en-GB' };

/** '5 Jan 2025, 14:30'. */
function formatDateTime(at: number | Date): string {
  return intlFormat(at, DATE_TIME_FORMAT, LOCALE);
}

/** A date from the API ('2025-01-05T14:30:00Z' or '2025-01-05 14:30:00'), or undefined when unreadable. */
export function parseApiDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = parseISO(value.trim());
  return isValid(parsed) ? parsed : undefined;
}

/** A transaction's date for display, in the user's time zone; the raw text when unreadable. */
export function formatTransactionDate(value: unknown): string {
  const parsed = parseApiDate(value);
  if (parsed) return formatDateTime(parsed);
  return typeof value === 'string' ? value : '';
}

/** 'Last updated 5 Jan 2025, 14:30': when the data on screen was fetched. */
export function lastUpdatedText(at: number | Date): string {
  return `Last updated ${formatDateTime(at)}`;
}
