/**
 * A note in local storage that this device holds rate alerts (src/features/rate-alerts), set
 * before one is saved and removed with the last. Without it nothing looks for alerts, so the login
 * screen's calculator and the checks on opening never load Dexie for a visitor who set none. Not
 * public: a session's logout removes it with the alerts; a signed-out visitor's logout keeps both
 * (clear-session.ts). The login screen loads this: keep it tiny and free of imports.
 */
export const RATE_ALERTS_KEY = 'rate-alerts-set';

/** Notes that an alert is about to be saved. Throws when local storage refuses (the save fails). */
export function markRateAlerts(): void {
  localStorage.setItem(RATE_ALERTS_KEY, '1');
}

/** Whether this device may hold rate alerts: the note is there, or local storage cannot tell. */
export function mayHaveRateAlerts(): boolean {
  try {
    return localStorage.getItem(RATE_ALERTS_KEY) !== null;
  } catch {
    return true;
  }
}

/** Removes the note (the last alert was removed). */
export function clearRateAlertsMark(): void {
  try {
    localStorage.removeItem(RATE_ALERTS_KEY);
  } catch {
    // Storage refused: the next look finds no alert and removes it again.
  }
}
