/** Verification requests a remitter may make in any window before the service refuses. */
export const KYC_REQUESTS_PER_WINDOW = 3;
export const KYC_REQUEST_WINDOW_MS = 10 * 60 * 1000;

export type RateLimitDecision =
  { allowed: true } | { allowed: false; waitMinutes: number; nextAllowedAt: Date; lastAttemptAt: Date };

/**
 * Decides whether one more request fits: at most `max` requests in any `windowMs`. A request
 * made exactly `windowMs` ago has left the window. When refused, the wait runs until the oldest
 * request in the window leaves it, in whole minutes rounded up (at least 1).
 */
export function checkRateLimit(
  previous: readonly Date[],
  now: Date,
  max: number = KYC_REQUESTS_PER_WINDOW,
  windowMs: number = KYC_REQUEST_WINDOW_MS,
): RateLimitDecision {
  const since = now.getTime() - windowMs;
  const inWindow = previous
    .filter((at) => at.getTime() > since && at.getTime() <= now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length < max) return { allowed: true };
  // The request that has to leave the window for one more to fit.
  const blocking = inWindow[inWindow.length - max] as Date;
  const last = inWindow[inWindow.length - 1] as Date;
  const nextAllowedAt = new Date(blocking.getTime() + windowMs);
  const waitMinutes = Math.max(1, Math.ceil((nextAllowedAt.getTime() - now.getTime()) / 60_000));
  return { allowed: false, waitMinutes, nextAllowedAt, lastAttemptAt: last };
}
