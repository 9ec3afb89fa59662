import { dayText } from '@/lib/date-text.ts';

/**
 * Calendar days as the forms hold them ('yyyy-MM-dd', what a date input gives) and the spec's rules
 * on them (§9: a sender is 18 or older; an ID expires strictly after today), once for Sender
 * Details, the profile and the upgrades. The browser's own Date, no date library: the profile and
 * upgrade forms would otherwise load date-fns for these few lines.
 */

/** Spec §9: the minimum age. */
export const MIN_AGE = 18;

/** A 'yyyy-MM-dd' day as a local date, or null when it is not a real day. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A date from the profile as a date input holds it ('yyyy-MM-dd'), or '' when it is not one. */
export function dayOf(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec((value ?? '').trim());
  return match?.[1] ?? '';
}

/** A local date as 'yyyy-MM-dd'. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the day is after today (by calendar day: today itself is not). */
export function isAfterToday(value: string, today: Date): boolean {
  return parseDay(value) !== null && value.trim() > isoDay(today);
}

/** Whether someone born on `dob` is 18 or older on `today` (18 on the birthday itself). */
export function isAdult(dob: string, today: Date): boolean {
  const born = parseDay(dob);
  if (!born) return false;
  const beforeBirthday =
    today.getMonth() < born.getMonth() ||
    (today.getMonth() === born.getMonth() && today.getDate() < born.getDate());
  return today.getFullYear() - born.getFullYear() - (beforeBirthday ? 1 : 0) >= MIN_AGE;
}

/** Tomorrow as 'yyyy-MM-dd', for an expiry input's `min`. */
export function tomorrowDay(today: Date): string {
  return isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1));
}

/** The latest date of birth of an adult on `today`, for the date input's `max`. */
export function latestAdultDay(today: Date): string {
  const year = today.getFullYear() - MIN_AGE;
  const day = new Date(year, today.getMonth(), today.getDate());
  // 29 February in a year without one: the 28th (the 1st of March would be a day too late).
  return isoDay(day.getMonth() === today.getMonth() ? day : new Date(year, today.getMonth() + 1, 0));
}

/** '14 Mar 1988' for a 'yyyy-MM-dd' day, or null when it is not one. */
export function formatDayText(value: string): string | null {
  const day = parseDay(value);
  return day ? dayText(day) : null;
}
