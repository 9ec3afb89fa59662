import { loadDb } from '@/lib/load-db.ts';
import { clearRateAlertsMark, markRateAlerts } from '@/lib/rate-alerts-mark.ts';
import { corridorOf } from '../model/alert-rules.ts';
import { countWatched } from './alert-table.ts';
import { pageRegistration } from './page-registration.ts';
import { startPeriodicChecks, stopPeriodicChecks } from './periodic-sync.ts';

/**
 * The sender's rate alerts on this device (the read cache's database, which the service worker
 * reads too), written from the page. Dexie loads with the first of these calls, so the login
 * screen's calculator loads it only when a visitor sets an alert.
 */

export interface NewAlert {
  source: string;
  destination: string;
  target: number;
}

/**
 * Sets the corridor's alert, replacing the one it had (a fired one included: the new target may
 * fire again), and asks for the background check where the browser offers it.
 */
export async function saveRateAlert(
  { source, destination, target }: NewAlert,
  now = Date.now(),
): Promise<void> {
  const db = await loadDb();
  markRateAlerts();
  await db.rateAlerts.put({
    corridor: corridorOf(source, destination),
    source,
    destination,
    target,
    setAt: now,
  });
  await startPeriodicChecks(await pageRegistration());
}

/** Removes the corridor's alert; with none left waiting, the background check stops. */
export async function removeRateAlert(corridor: string): Promise<void> {
  const db = await loadDb();
  await db.rateAlerts.delete(corridor);
  if ((await db.rateAlerts.count()) === 0) clearRateAlertsMark();
  if ((await countWatched(db.rateAlerts)) === 0) await stopPeriodicChecks(await pageRegistration());
}

/** Closes the in-app note of a fired alert (the alert stays, as reached, until removed or replaced). */
export async function dismissRateNote(corridor: string): Promise<void> {
  const db = await loadDb();
  await db.rateAlerts.update(corridor, { noteDismissed: true });
}
