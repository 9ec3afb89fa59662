// What the service worker (sw/rate-alerts.ts) uses of the rate alerts: their rules, the table and
// the rates call, and nothing of the page (no React, no DOM, no store). The worker's own public
// API, beside ./index.ts, which the page's features import.
export { countWatched, fireDueAlerts, type AlertTable } from './api/alert-table.ts';
export { fetchRates } from './api/fetch-rates.ts';
export { RATE_ALERTS_SYNC_TAG, stopPeriodicChecks, type SyncingRegistration } from './api/periodic-sync.ts';
export { RATE_ALERT_PATH, isRateAlertTag, rateNotification } from './model/alert-texts.ts';
