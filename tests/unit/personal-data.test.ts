import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/features/pwa/model/memory-storage.ts';
import { UPDATE_ATTEMPT_KEY, UPDATE_LATER_KEY } from '@/features/pwa/model/update-storage.ts';
import { SESSION_USER_KEY } from '@/lib/session/user.ts';
import { AMOUNT_FORM_KEY, STAGE_KEY } from '@/features/send-money/state.ts';
import { SENDER_DRAFT_KEY } from '@/features/send-money/sender-draft.ts';
import { CACHE_DB_STORES } from '@/lib/db-schema.ts';
import { CHUNK_RELOAD_KEY } from '@/lib/lazy-page.ts';
import {
  PUBLIC_REMITTER,
  isPublicKey,
  isPublicRow,
  isPublicTable,
  removePersonalKeys,
} from '@/lib/personal-data.ts';

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

describe('which rows of the read cache logout keeps: the public rows of the public tables', () => {
  const publicRow = { key: 'ui-options', remitterId: PUBLIC_REMITTER };
  it.each<[string, unknown, boolean]>([
    ['uiOptions', publicRow, true],
    ['uiOptions', { key: 'ui-options:R1', remitterId: 'R1' }, false],
    ['uiOptions', { key: 'ui-options' }, false],
    ['uiOptions', null, false],
    ['profile', { remitterId: PUBLIC_REMITTER }, false],
    ['beneficiaries', { remitterId: 'R1', beneficiaryId: 'B1' }, false],
    ['transactions', { remitterId: PUBLIC_REMITTER, transRef: 'T1' }, false],
    ['meta', { key: 'transactions:R1' }, false],
    ['a-table-added-later', { remitterId: PUBLIC_REMITTER }, false],
  ])('%s %j: public %s', (table, row, kept) => {
    expect(isPublicRow(table, row)).toBe(kept);
  });

  it('of the tables there are, only uiOptions is public', () => {
    expect(Object.keys(CACHE_DB_STORES).filter(isPublicTable)).toEqual(['uiOptions']);
  });
});
