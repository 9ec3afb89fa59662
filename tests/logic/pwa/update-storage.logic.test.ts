import { describe, expect, it } from 'vitest';
import {
  dismissForSession,
  inUpdateCooldown,
  isDismissedForSession,
  isUpdateClearedKey,
  recordUpdateAttempt,
  removeUpdateClearedKeys,
  UPDATE_ATTEMPT_KEY,
  UPDATE_COOLDOWN_MS,
  UPDATE_LATER_KEY,
} from '@/features/pwa/model/update-storage.ts';
import { MemoryStorage } from '@/features/pwa/model/memory-storage.ts';

describe('the local keys the update action removes (cache, version, timestamp, redux-persist)', () => {
  it.each<[string, boolean]>([
    ['ui-options-cache', true],
    ['appVersion', true],
    ['VERSION', true],
    ['last-timestamp', true],
    ['persist:root-redux-persist', true],
    ['redux-persist', true],
    ['session-user', false],
    ['theme', false],
    ['redux', false],
    [UPDATE_ATTEMPT_KEY, false],
    [UPDATE_LATER_KEY, false],
  ])('%s -> %s', (key, removed) => {
    expect(isUpdateClearedKey(key)).toBe(removed);
  });

  it('removes exactly those and keeps the others', () => {
    const storage = new MemoryStorage();
    for (const key of ['a-cache', 'version', 'timestamp-x', 'redux-persist:auth', 'session-user', 'theme']) {
      storage.setItem(key, '1');
    }
    expect(removeUpdateClearedKeys(storage).sort()).toEqual([
      'a-cache',
      'redux-persist:auth',
      'timestamp-x',
      'version',
    ]);
    expect(storage.getItem('session-user')).toBe('1');
    expect(storage.getItem('theme')).toBe('1');
    expect(storage.length).toBe(2);
  });
});

describe('the 5-minute pause after an update attempt', () => {
  const now = 1_750_000_000_000;
  it.each<[string, number | null, boolean]>([
    ['no attempt', null, false],
    ['attempt just now', now, true],
    ['attempt 4 min 59 s ago', now - UPDATE_COOLDOWN_MS + 1000, true],
    ['attempt exactly 5 min ago', now - UPDATE_COOLDOWN_MS, false],
    ['attempt an hour ago', now - 3_600_000, false],
    ['attempt in the future (clock moved back)', now + 60_000, false],
  ])('%s -> paused %s', (_name, attemptAt, paused) => {
    const storage = new MemoryStorage();
    if (attemptAt !== null) recordUpdateAttempt(storage, attemptAt);
    expect(inUpdateCooldown(storage, now)).toBe(paused);
  });

  it('ignores an unreadable attempt time', () => {
    const storage = new MemoryStorage();
    storage.setItem(UPDATE_ATTEMPT_KEY, 'garbage');
    expect(inUpdateCooldown(storage, now)).toBe(false);
  });
});

describe("'Later' for the session", () => {
  it('is remembered in the given (session) storage', () => {
    const session = new MemoryStorage();
    expect(isDismissedForSession(session)).toBe(false);
    dismissForSession(session);
    expect(isDismissedForSession(session)).toBe(true);
    session.clear();
    expect(isDismissedForSession(session)).toBe(false);
  });
});
