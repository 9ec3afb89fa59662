/**
 * Calendar periods for sending limits, in UTC: today, this month, this quarter (Jan, Apr, Jul,
 * Oct) and this year. A transaction counts in a period when it was created at or after the
 * period's start.
 */
export type CalendarPeriod = 'day' | 'month' | 'quarter' | 'year';
export const CALENDAR_PERIODS: readonly CalendarPeriod[] = ['day', 'month', 'quarter', 'year'];

export function periodStart(period: CalendarPeriod, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (period) {
    case 'day':
      return new Date(Date.UTC(year, month, now.getUTCDate()));
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'quarter':
      return new Date(Date.UTC(year, month - (month % 3), 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
  }
}

export function isInPeriod(period: CalendarPeriod, at: Date, now: Date): boolean {
  return at.getTime() >= periodStart(period, now).getTime();
}
