import { noticeText, type TransferNotice } from '../model/notify-rule.ts';

/**
 * System notifications about the user's transfers, shown by this device's service worker from
 * what the app itself fetched: no push service, nothing sent anywhere. The user turns them on
 * with a button (the browser asks for permission only then, never on load); the choice is kept
 * for the signed-in user in local storage, which logout empties, so the next person on the same
 * phone gets none until they turn them on.
 */

/** Local-storage key: the cache key of the user who turned notifications on. */
const WANTED_KEY = 'transfer-notifications';
const ICON = '/icons/icon-192.png';

export type NotificationState = 'unsupported' | NotificationPermission;

/** Whether this browser can show notifications through a service worker, and its permission. */
export function notificationState(): NotificationState {
  if (typeof Notification === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** Whether this user turned notifications on (on this device). */
export function notificationsWanted(key: string): boolean {
  try {
    return localStorage.getItem(WANTED_KEY) === key;
  } catch {
    return false;
  }
}

/** Whether notifications are shown for this user: turned on, and still allowed by the browser. */
export function notificationsOn(key: string): boolean {
  return notificationsWanted(key) && notificationState() === 'granted';
}

/**
 * 'Turn on notifications' (a user's gesture): asks the browser's permission if it has not been
 * given or refused yet, and turns them on when granted. Resolves with the permission.
 */
export async function turnOnNotifications(key: string): Promise<NotificationState> {
  let state = notificationState();
  if (state === 'default') state = await Notification.requestPermission();
  if (state === 'granted') {
    try {
      localStorage.setItem(WANTED_KEY, key);
    } catch {
      // Storage refused (private mode): notifications stay off.
      return 'unsupported';
    }
  }
  return state;
}

/** 'Turn off notifications': this device stops showing them for this user. */
export function turnOffNotifications(): void {
  try {
    localStorage.removeItem(WANTED_KEY);
  } catch {
    // nothing kept, nothing to remove
  }
}

/**
 * Shows the notices as system notifications, if this user turned them on and a service worker is
 * registered (it shows them, and opens the transfer when one is tapped). Never rejects.
 */
export async function showTransferNotices(key: string, notices: readonly TransferNotice[]): Promise<void> {
  if (notices.length === 0 || !notificationsOn(key)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return;
    for (const notice of notices) {
      const { title, body, tag, url } = noticeText(notice);
      await registration.showNotification(title, { body, tag, icon: ICON, data: { url } });
    }
  } catch {
    // A notification is a courtesy: the list marks the change anyway.
  }
}
