import { differenceInCalendarDays, differenceInYears, format, isValid, parseISO, subYears } from 'date-fns';

/** Spec §9: a sender must be 18 or older. */
export const MIN_SENDER_AGE = 18;

/** A 'yyyy-MM-dd' day (what a date input holds) as a local date, or null when it is not one. */
export function parseDay(value: string): Date | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = parseISO(text);
  return isValid(day) ? day : null;
}

/** Whether someone born on `dob` is 18 or older on `today` (18 on the birthday itself). */
export function isAdult(dob: string, today: Date): boolean {
  const born = parseDay(dob);
  return born !== null && differenceInYears(today, born) >= MIN_SENDER_AGE;
}

/** Whether the day is after today (by calendar day: today itself is not). */
export function isAfterToday(value: string, today: Date): boolean {
  const day = parseDay(value);
  return day !== null && differenceInCalendarDays(day, today) > 0;
}

/** The latest date of birth of an adult on `today`, for the date input's `max`. */
export function latestAdultDob(today: Date): string {
  return format(subYears(today, MIN_SENDER_AGE), 'yyyy-MM-dd');
}

/** Tomorrow as 'yyyy-MM-dd', for the expiry input's `min`. */
export function tomorrow(today: Date): string {
  return format(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1), 'yyyy-MM-dd');
}
