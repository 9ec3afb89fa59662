import { loadDb } from '@/lib/load-db.ts';
import { mayHaveRateAlerts } from '@/lib/rate-alerts-mark.ts';
import type { Rates } from '../model/alert-rules.ts';
import { countWatched, fireDueAlerts } from './alert-table.ts';
import { showRateNotification } from './notifications.ts';
import { pageRegistration } from './page-registration.ts';
import { stopPeriodicChecks } from './periodic-sync.ts';

/**
 * The page's check of the rate alerts against the server's rates: the alerts these rates reach
 * are marked fired (the note shows wherever the alert does) and notified, once. With no alert
 * on the device (the note in local storage), Dexie is not even loaded.
 */
export async function checkRateAlerts(rates: Rates, now = Date.now()): Promise<void> {
  if (!mayHaveRateAlerts()) return;
  const db = await loadDb();
  const fired = await fireDueAlerts(db.rateAlerts, rates, now);
  if (fired.length === 0) return;
  await Promise.all(fired.map(showRateNotification));
  if ((await countWatched(db.rateAlerts)) === 0) await stopPeriodicChecks(await pageRegistration());
}
