import { ApiError } from '@/lib/api-error.ts';
import { dateTimeText, timeText } from '@/lib/date-text.ts';

/** Spec §9: the wait when the service names none. */
export const RATE_LIMIT_DEFAULT_WAIT_MINUTES = 5;

/** Spec §9: the rate-limit alert closes after 10 s. */
export const RATE_LIMIT_ALERT_MS = 10_000;

/** Doc 1 §3's rate-limit error: the message, the wait, the time to try again, the last attempt. */
export interface KycRateLimit {
  isRateLimit: true;
  message: string;
  waitTimeMinutes: number;
  nextAllowedAt: Date | null;
  lastAttemptAt: Date | null;
  /** When the refusal arrived: times on its day are shown as a time of day only. */
  receivedAt: Date;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A time of day on the sender's own clock: '14:32', or '11 Mar 2025, 14:32' on another day. */
export function clockText(at: Date, now: Date): string {
  return sameDay(at, now) ? timeText(at) : dateTimeText(at);
}

/** Spec §8: 'Rate limit exceeded. Please wait {n} minute(s) ...', plus the time to try again when known. */
export function rateLimitMessage(waitMinutes: number, nextAllowedAt: Date | null, now: Date): string {
  const wait = `Rate limit exceeded. Please wait ${waitMinutes} minute(s) before trying again.`;
  return nextAllowedAt ? `${wait} You can try again at ${clockText(nextAllowedAt, now)}.` : wait;
}

type Dict = Record<string, unknown>;

/** The first of the spellings the body carries (snake_case as the service sends, camelCase too). */
function field(body: Dict, ...names: string[]): unknown {
  return names.map((name) => body[name]).find((value) => value !== undefined && value !== null);
}

/** An ISO 8601 time as the service sends it; null when absent or not a time. */
function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

function minutesOf(value: unknown): number {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
    ? Math.ceil(minutes)
    : RATE_LIMIT_DEFAULT_WAIT_MINUTES;
}

/** The rate-limit error of a request that the identity service answered 429; undefined otherwise. */
export function rateLimitOf(error: unknown, now: Date = new Date()): KycRateLimit | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.httpStatus !== 429) return undefined;
  const body: Dict = typeof error.body === 'object' && error.body !== null ? (error.body as Dict) : {};
  const waitTimeMinutes = minutesOf(field(body, 'wait_time_minutes', 'waitTimeMinutes'));
  const nextAllowedAt = dateOf(field(body, 'next_allowed_at', 'nextAllowedAt'));
  return {
    isRateLimit: true,
    message: rateLimitMessage(waitTimeMinutes, nextAllowedAt, now),
    waitTimeMinutes,
    nextAllowedAt,
    lastAttemptAt: dateOf(field(body, 'last_attempt_at', 'lastAttemptAt')),
    receivedAt: now,
  };
}

/** When another request may be made: the service's time, else the wait counted from the refusal. */
export function retryAt(rateLimit: KycRateLimit): Date {
  return (
    rateLimit.nextAllowedAt ?? new Date(rateLimit.receivedAt.getTime() + rateLimit.waitTimeMinutes * 60_000)
  );
}
