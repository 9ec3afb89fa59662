import { appStore } from '@/lib/store.ts';
import { clearSession } from './session/clear-session.ts';
import { postSessionMessage } from './session/session-channel.ts';

let running: Promise<void> | null = null;

/**
 * Logs out: removes what is personal (the access cookie, every session atom, the session and
 * local storage keys and the Dexie rows that are not public), so the next person on the same
 * phone sees nothing of the last, while the public UI options and the update notice's state stay;
 * then tells the other open tabs to do the same. Idempotent: calls while one runs share it.
 * Never rejects. The caller navigates to '/'. `keepSessionKeys`: session-storage keys of a
 * signed-out visitor to leave (ignored when a logout is already running: that one removes all).
 * `store`: the tab's store (the app's; a test's).
 */
export function logout(keepSessionKeys: readonly string[] = [], store = appStore): Promise<void> {
  running ??= clearSession(store, keepSessionKeys)
    .catch((error: unknown) => console.error('Logout failed', error))
    .then(() => postSessionMessage({ type: 'logout' }))
    .finally(() => {
      running = null;
    });
  return running;
}
