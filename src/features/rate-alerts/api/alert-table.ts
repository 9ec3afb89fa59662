import type { Table } from 'dexie';
import type { RateAlertRow } from '@/lib/db-schema.ts';
import { dueAlerts, type Rates } from '../model/alert-rules.ts';

/**
 * The rate alerts' table, as the page (src/lib/db.ts) and the service worker (its own Dexie on the
 * same database) each open it: what both do to it, written once.
 */
export type AlertTable = Table<RateAlertRow, string>;

/**
 * Marks as fired every alert these rates reach, in one read-write transaction, and returns them
 * fired (to notify): when the page and the service worker check at the same moment, only one of
 * them finds an alert unfired, so it notifies once.
 */
export function fireDueAlerts(table: AlertTable, rates: Rates, now: number): Promise<RateAlertRow[]> {
  return table.db.transaction('rw', table, async () => {
    const due = dueAlerts(await table.toArray(), rates);
    const fired = due.map(({ alert, rate }) => ({ ...alert, firedAt: now, firedRate: rate }));
    await table.bulkPut(fired);
    return fired;
  });
}

/** How many alerts still wait for their rate (none: nothing to check in the background). */
export function countWatched(table: AlertTable): Promise<number> {
  return table.filter((alert) => alert.firedAt === undefined).count();
}
