import { clearSession } from './session/clear-session.ts';
import { postSessionMessage } from './session/session-channel.ts';

let running: Promise<void> | null = null;

/**
 * Logs out: removes what is personal (the access cookie, every session atom, the session and
 * local storage keys and the Dexie rows that are not public), so the next person on the same
 * phone sees nothing of the last, while the public UI options and the update notice's state stay;
 * then tells the other open tabs to do the same. Idempotent: calls while one runs share it.
 * Never rejects. The caller navigates to '/'.
 */
export function logout(): Promise<void> {
  running ??= clearSession()
    .catch((error: unknown) => console.error('Logout failed', error))
    .then(() => postSessionMessage({ type: 'logout' }))
    .finally(() => {
      running = null;
    });
  return running;
}
