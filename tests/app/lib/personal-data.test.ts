import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/features/pwa/model/memory-storage.ts';
import { UPDATE_ATTEMPT_KEY, UPDATE_LATER_KEY } from '@/features/pwa/model/update-storage.ts';
import { SESSION_USER_KEY } from '@/lib/session/user.ts';
import { AMOUNT_FORM_KEY, STAGE_KEY } from '@/features/send-money/state.ts';
import { SENDER_DRAFT_KEY } from '@/features/send-money/sender-draft.ts';
import { CHUNK_RELOAD_KEY } from '@/lib/lazy-page.ts';
import { isPublicKey, removePersonalKeys } from '@/lib/personal-data.ts';
import { PERSONAL_ROWS_KEY } from '@/lib/personal-rows-mark.ts';
import { UI_OPTIONS_KEY } from '@/features/ui-options/api/ui-options-cache.ts';

describe('which storage keys logout keeps: only the public ones listed, whatever else exists', () => {
  it.each<['session' | 'local', string, boolean]>([
    ['session', UPDATE_LATER_KEY, true],
    ['session', CHUNK_RELOAD_KEY, true],
    ['session', AMOUNT_FORM_KEY, false],
    ['session', STAGE_KEY, false],
    ['session', SENDER_DRAFT_KEY, false],
    ['session', 'payment-started:ZW-1', false],
    ['session', 'a-key-added-later', false],
    ['session', UPDATE_ATTEMPT_KEY, false], // public in local storage, not here
    ['local', UPDATE_ATTEMPT_KEY, true],
    ['local', UI_OPTIONS_KEY, true],
    ['local', PERSONAL_ROWS_KEY, false], // the wipe removes it, once the rows are gone
    ['local', SESSION_USER_KEY, false],
    ['local', UPDATE_LATER_KEY, false],
    ['local', 'a-key-added-later', false],
  ])('%s storage %j: public %s', (kind, key, kept) => {
    expect(isPublicKey(kind, key)).toBe(kept);
  });

  it('removes every other key and says which', () => {
    const storage = new MemoryStorage();
    for (const key of [AMOUNT_FORM_KEY, UPDATE_LATER_KEY, 'payment-started:ZW-1', CHUNK_RELOAD_KEY, 'x']) {
      storage.setItem(key, '1');
    }
    expect(removePersonalKeys(storage, 'session').sort()).toEqual(
      [AMOUNT_FORM_KEY, 'payment-started:ZW-1', 'x'].sort(),
    );
    expect([storage.key(0), storage.key(1)].sort()).toEqual([CHUNK_RELOAD_KEY, UPDATE_LATER_KEY].sort());
    expect(storage.length).toBe(2);
  });

  it('leaves the keys the caller keeps, and only those', () => {
    const storage = new MemoryStorage();
    for (const key of ['referral-code', AMOUNT_FORM_KEY, 'x']) storage.setItem(key, '1');
    expect(removePersonalKeys(storage, 'session', ['referral-code']).sort()).toEqual(
      [AMOUNT_FORM_KEY, 'x'].sort(),
    );
    expect(storage.getItem('referral-code')).toBe('1');
    expect(storage.length).toBe(1);
  });
});
