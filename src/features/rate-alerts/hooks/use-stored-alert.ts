import { useLiveQuery } from 'dexie-react-hooks';
import { db, type RateAlertRow } from '@/lib/db.ts';

/**
 * A corridor's alert as stored, followed live: set, replaced, fired (by this page's check, another
 * tab's or the service worker's) or removed, the screen shows it at once. Undefined while read,
 * when there is none, or when the database cannot be read.
 */
export function useStoredAlert(corridor: string): RateAlertRow | undefined {
  return useLiveQuery(() => db.rateAlerts.get(corridor).catch(() => undefined), [corridor]);
}
