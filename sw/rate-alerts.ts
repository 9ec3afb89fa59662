import { Dexie } from 'dexie';
import { CACHE_DB_NAME, CACHE_DB_VERSIONS, RATE_ALERTS_TABLE } from '@/lib/db-schema.ts';
import {
  RATE_ALERT_PATH,
  RATE_ALERTS_SYNC_TAG,
  countWatched,
  fetchRates,
  fireDueAlerts,
  isRateAlertTag,
  rateNotification,
  stopPeriodicChecks,
  type AlertTable,
  type SyncingRegistration,
} from '@/features/rate-alerts/worker.ts';

/**
 * The rate alerts in the background (src/features/rate-alerts): where the browser offers Periodic
 * Background Sync (Chromium, an installed app), the page registers RATE_ALERTS_SYNC_TAG while an
 * alert waits, and this worker checks it now and then with no page open: it fetches the UI options
 * itself, marks the alerts they reach as fired and shows their notification, once. A tap on one
 * opens the send page, whose alert shows the note.
 *
 * Typed by what it uses (not ServiceWorkerGlobalScope), so the tests call it from a page's types.
 */

interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends WaitingEvent {
  readonly tag: string;
}
interface ClickEvent extends WaitingEvent {
  readonly notification: Notification;
}
interface WindowLike {
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** What the check needs of the worker: its registration (to notify) and fetch. */
export interface RateAlertWorker {
  registration: SyncingRegistration & Pick<ServiceWorkerRegistration, 'showNotification'>;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

/** The worker's global scope, as far as the rate alerts use it. */
export interface RateAlertScope extends RateAlertWorker {
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: string, listener: (event: Event) => void): void;
}

let table: AlertTable | undefined;

/** The alerts' table in the app's database, opened by the worker's own Dexie with the same schema. */
function alertsTable(): AlertTable {
  if (!table) {
    const dexie = new Dexie(CACHE_DB_NAME);
    for (const { version, stores } of CACHE_DB_VERSIONS) dexie.version(version).stores(stores);
    table = dexie.table(RATE_ALERTS_TABLE);
  }
  return table;
}

/**
 * One background check: the server's rates (no readable answer: nothing happens, the next check
 * asks again), the alerts they reach marked fired in one transaction and notified once, and the
 * periodic check stopped when no alert waits any more (all fired, or removed at a logout).
 */
export async function checkRateAlerts(
  worker: RateAlertWorker,
  alerts: AlertTable = alertsTable(),
  now = Date.now(),
): Promise<void> {
  const rates = await fetchRates((url, init) => worker.fetch(url, init));
  if (!rates) return;
  const fired = await fireDueAlerts(alerts, rates, now);
  for (const alert of fired) {
    const { title, ...options } = rateNotification(alert);
    // Refused (no permission): the alert stays fired, and the app shows its note when opened.
    await worker.registration.showNotification(title, options).catch(() => undefined);
  }
  if ((await countWatched(alerts)) === 0) await stopPeriodicChecks(worker.registration);
}

/** Opens an app path: in the open window (focused, and taken there), else in a new one. */
async function openInApp(scope: RateAlertScope, path: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (!open) {
    await scope.clients.openWindow(path);
    return;
  }
  await open.focus().catch(() => undefined);
  await open.navigate(path).catch(() => undefined);
}

/**
 * Listens for the periodic check and for taps on a rate notification. Call it before the
 * transfer notifications' tap handler (sw.ts): a rate notification's tap is taken here and goes
 * no further (that handler would open the transactions list).
 */
export function listenForRateAlerts(scope: RateAlertScope): void {
  scope.addEventListener('periodicsync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === RATE_ALERTS_SYNC_TAG) sync.waitUntil(checkRateAlerts(scope));
  });
  scope.addEventListener('notificationclick', (event) => {
    const click = event as ClickEvent;
    if (!isRateAlertTag(click.notification.tag)) return;
    click.stopImmediatePropagation();
    click.notification.close();
    click.waitUntil(openInApp(scope, RATE_ALERT_PATH));
  });
}
