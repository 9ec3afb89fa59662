/**
 * What the update notice remembers in browser storage. The key names avoid the words the update
 * action removes (cache, version, timestamp, redux-persist), so they survive it; they are public
 * (src/lib/personal-data.ts), so they survive a logout too.
 */
import { PUBLIC_LOCAL_KEYS, PUBLIC_SESSION_KEYS } from '@/lib/personal-data.ts';

/** localStorage: when 'Update Now' was last pressed (ms since epoch). */
export const UPDATE_ATTEMPT_KEY = PUBLIC_LOCAL_KEYS.updateAttempt;
/** sessionStorage: 'Later' was chosen; the notice stays hidden for the rest of the session. */
export const UPDATE_LATER_KEY = PUBLIC_SESSION_KEYS.updateLater;
/** Checks are skipped for this long after an update attempt (spec §9). */
export const UPDATE_COOLDOWN_MS = 300_000;

/** Local keys the update action removes: any containing cache, version, timestamp or redux-persist. */
const UPDATE_KEY_PATTERN = /cache|version|timestamp|redux-persist/i;

/** Whether the update action removes this localStorage key. */
export function isUpdateClearedKey(key: string): boolean {
  return UPDATE_KEY_PATTERN.test(key);
}

/** Removes every key the update action clears; the others stay. Returns the removed keys. */
export function removeUpdateClearedKeys(storage: Storage): string[] {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && isUpdateClearedKey(key),
  );
  for (const key of keys) storage.removeItem(key);
  return keys;
}

/** Notes that an update was attempted now. */
export function recordUpdateAttempt(storage: Storage, now: number): void {
  storage.setItem(UPDATE_ATTEMPT_KEY, String(now));
}

/** Whether checks are still skipped after the last update attempt (within 5 minutes of it). */
export function inUpdateCooldown(storage: Storage, now: number): boolean {
  const at = Number(storage.getItem(UPDATE_ATTEMPT_KEY));
  return Number.isFinite(at) && at > 0 && now >= at && now - at < UPDATE_COOLDOWN_MS;
}

/** Whether 'Later' was chosen in this session. */
export function isDismissedForSession(storage: Storage): boolean {
  return storage.getItem(UPDATE_LATER_KEY) === '1';
}

/** Remembers 'Later' for the rest of the session. */
export function dismissForSession(storage: Storage): void {
  storage.setItem(UPDATE_LATER_KEY, '1');
}
