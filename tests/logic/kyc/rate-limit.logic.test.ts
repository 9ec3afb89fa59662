import { describe, expect, it } from 'vitest';
import {
  RATE_LIMIT_ALERT_MS,
  clockText,
  rateLimitMessage,
  rateLimitOf,
  retryAt,
} from '@/features/kyc/model/rate-limit.ts';
import { ApiError } from '@/lib/api-error.ts';

// Local times, so the expected clock texts hold in any time zone.
const NOW = new Date(2025, 2, 10, 14, 25, 10);
const AT_1432 = new Date(2025, 2, 10, 14, 32, 0);
const AT_1420 = new Date(2025, 2, 10, 14, 20, 45);
const TOMORROW_0905 = new Date(2025, 2, 11, 9, 5, 0);

const refused = (body: unknown, status = 429) => new ApiError('http', { httpStatus: status, body });

describe('the rate-limit message (spec §8, default wait 5 minutes)', () => {
  it.each<[number, Date | null, string]>([
    [
      7,
      AT_1432,
      'Rate limit exceeded. Please wait 7 minute(s) before trying again. You can try again at 14:32.',
    ],
    [5, null, 'Rate limit exceeded. Please wait 5 minute(s) before trying again.'],
    [
      1,
      TOMORROW_0905,
      'Rate limit exceeded. Please wait 1 minute(s) before trying again. You can try again at 11 Mar 2025, 09:05.',
    ],
  ])('%s minute(s), next %s', (wait, next, message) => {
    expect(rateLimitMessage(wait, next, NOW)).toBe(message);
  });

  it('shows a time of day, with the date when it is not today', () => {
    expect(clockText(AT_1420, NOW)).toBe('14:20');
    expect(clockText(TOMORROW_0905, NOW)).toBe('11 Mar 2025, 09:05');
  });
});

describe('the rate-limit error of a 429', () => {
  it('keeps the wait, the time to try again and the last attempt (the service spells them snake_case)', () => {
    const error = refused({
      success: false,
      message: 'Too many verification requests. Try again in 7 minute(s).',
      wait_time_minutes: 7,
      next_allowed_at: AT_1432.toISOString(),
      last_attempt_at: AT_1420.toISOString(),
    });
    expect(rateLimitOf(error, NOW)).toEqual({
      isRateLimit: true,
      message:
        'Rate limit exceeded. Please wait 7 minute(s) before trying again. You can try again at 14:32.',
      waitTimeMinutes: 7,
      nextAllowedAt: AT_1432,
      lastAttemptAt: AT_1420,
      receivedAt: NOW,
    });
  });

  it.each<[string, unknown, number, Date | null, Date | null]>([
    ['no body', undefined, 5, null, null],
    ['an empty body', {}, 5, null, null],
    ['a wait of 0', { wait_time_minutes: 0 }, 5, null, null],
    ['a wait as text', { wait_time_minutes: '3' }, 3, null, null],
    ['a fractional wait (rounded up)', { wait_time_minutes: 2.2 }, 3, null, null],
    ['a wait that is no number', { wait_time_minutes: 'soon' }, 5, null, null],
    ['camelCase fields', { waitTimeMinutes: 4, nextAllowedAt: AT_1432.toISOString() }, 4, AT_1432, null],
    ['dates that are no dates', { next_allowed_at: 'later', last_attempt_at: '' }, 5, null, null],
  ])('%s', (_name, body, wait, next, last) => {
    const limit = rateLimitOf(refused(body), NOW);
    expect(limit).toMatchObject({
      isRateLimit: true,
      waitTimeMinutes: wait,
      nextAllowedAt: next,
      lastAttemptAt: last,
    });
    expect(limit?.message).toBe(rateLimitMessage(wait, next, NOW));
  });

  it.each([
    ['another HTTP status', refused({ wait_time_minutes: 3 }, 500)],
    ['a network failure', new ApiError('network')],
    ['a 2xx that failed', new ApiError('status', { httpStatus: 200, body: { success: false } })],
    ['not an ApiError', new Error('boom')],
    ['nothing', undefined],
  ])('is none for %s', (_name, error) => {
    expect(rateLimitOf(error, NOW)).toBeUndefined();
  });

  it('may retry at the time given, else the wait after the refusal', () => {
    const withTime = rateLimitOf(
      refused({ wait_time_minutes: 7, next_allowed_at: AT_1432.toISOString() }),
      NOW,
    )!;
    expect(retryAt(withTime)).toEqual(AT_1432);
    const withoutTime = rateLimitOf(refused({ wait_time_minutes: 2 }), NOW)!;
    expect(retryAt(withoutTime)).toEqual(new Date(NOW.getTime() + 2 * 60_000));
  });

  it('closes its alert after 10 s (spec §9)', () => {
    expect(RATE_LIMIT_ALERT_MS).toBe(10_000);
  });
});
