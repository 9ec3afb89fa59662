import { clearSession } from './session/clear-session.ts';
import { postSessionMessage } from './session/session-channel.ts';

let running: Promise<void> | null = null;

/**
 * Logs out: clears the access cookie, every session atom, session storage, the user's local
 * keys and every Dexie table, so the next person on the same phone sees nothing of the last;
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
