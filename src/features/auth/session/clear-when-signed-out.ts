import { readAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import { logoutOnLoginScreen } from './logout-on-login-screen.ts';

/**
 * At start-up, before anything renders: without the `access` cookie (the browser was closed, the
 * cookie expired or was removed), whatever a past session left on this device (the stored user,
 * the personal keys of session and local storage, the read cache's rows) is removed as at logout,
 * whichever page the app opens on, not only once someone opens the login screen. A signed-out
 * visitor's referral code stays (the login screen's rule). Never rejects.
 */
export function clearWhenSignedOut(store = appStore): Promise<void> {
  if (readAccessToken() !== null) return Promise.resolve();
  return logoutOnLoginScreen(store);
}
