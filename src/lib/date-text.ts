/**
 * Dates and times as the app shows them, on the sender's own clock: '5 Jan 2025',
 * '5 Jan 2025, 14:30'. Written out rather than with Intl.DateTimeFormat: the first formatter a
 * page makes loads the browser's locale data, 75-90 ms of a slow phone's main thread at 4x CPU
 * slowdown (the transactions list paid it on its first render), and date-fns' `format` would
 * bring its locale to every page that shows a date.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '5 Jan 2025'. */
export function dayText(at: number | Date): string {
  const date = new Date(at);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '14:30' (24-hour clock). */
export function timeText(at: number | Date): string {
  const date = new Date(at);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** '5 Jan 2025, 14:30'. */
export function dateTimeText(at: number | Date): string {
  return `${dayText(at)}, ${timeText(at)}`;
}

/** 'Last updated 5 Jan 2025, 14:30': when the data on screen was fetched. */
export function lastUpdatedText(at: number | Date): string {
  return `Last updated ${dateTimeText(at)}`;
}
