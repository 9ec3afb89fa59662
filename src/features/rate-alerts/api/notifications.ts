import type { RateAlertRow } from '@/lib/db-schema.ts';
import { rateNotification } from '../model/alert-texts.ts';
import { pageRegistration } from './page-registration.ts';

/**
 * The system notification of a reached rate, shown by this device from what the app fetched
 * itself: no push service. The browser is asked for permission only when the sender sets an
 * alert, never before; refused, the in-app note still says it.
 */

export type NotifyPermission = NotificationPermission | 'unsupported';

/**
 * Asks the browser's permission if it has been neither given nor refused (call it in the
 * sender's gesture: setting an alert). Resolves with the permission.
 */
export async function askToNotify(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'default';
  }
}

/**
 * Shows a fired alert's notification where the sender allowed them: through the service worker
 * (a tap opens the app), else from the page. Never rejects: a notification is a courtesy.
 */
export async function showRateNotification(alert: RateAlertRow): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, ...options } = rateNotification(alert);
  try {
    const registration = await pageRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // A phone's browser may allow notifications only through a service worker: the note shows.
  }
}
