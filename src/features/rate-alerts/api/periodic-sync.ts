/**
 * Periodic Background Sync (Chromium, for an installed app): the service worker checks the rate
 * alerts now and then with no page open. Not in TypeScript's types, and absent from most
 * browsers: every call is optional and never rejects (the checks on opening remain).
 */

/** The tag the service worker's check listens for (sw/rate-alerts.ts). */
export const RATE_ALERTS_SYNC_TAG = 'rate-alerts';

/** At most this often: the browser decides when, usually less often still. */
const MIN_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface PeriodicSyncLike {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

/** A service worker's registration, as the page or the worker holds it. */
export interface SyncingRegistration {
  periodicSync?: PeriodicSyncLike;
}

/** Asks for the background check (an alert was set); refused when the app is not installed. */
export async function startPeriodicChecks(registration: SyncingRegistration | undefined): Promise<void> {
  try {
    await registration?.periodicSync?.register(RATE_ALERTS_SYNC_TAG, { minInterval: MIN_INTERVAL_MS });
  } catch {
    // Not installed, or not allowed: the app checks when it opens and comes online.
  }
}

/** Stops the background check (no alert waits for its rate any more). */
export async function stopPeriodicChecks(registration: SyncingRegistration | undefined): Promise<void> {
  try {
    await registration?.periodicSync?.unregister(RATE_ALERTS_SYNC_TAG);
  } catch {
    // Nothing registered: nothing to stop.
  }
}
