import { parseApiDate } from '@/lib/api-date.ts';
import { dateTimeText } from '@/lib/date-text.ts';

export { parseApiDate };

/** A transaction's date for display, in the user's time zone; the raw text when unreadable. */
export function formatTransactionDate(value: unknown): string {
  const parsed = parseApiDate(value);
  if (parsed) return dateTimeText(parsed);
  return typeof value === 'string' ? value : '';
}
