import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UI_OPTIONS_KEY,
  readCachedUiOptions,
  writeCachedUiOptions,
} from '@/features/ui-options/api/ui-options-cache.ts';
import { isPublicKey } from '@/lib/personal-data.ts';
import { isUpdateClearedKey } from '@/features/pwa/model/update-storage.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

/** The sandbox's options without one part. */
function withoutPart(part: keyof typeof UI_OPTIONS) {
  const { [part]: _dropped, ...rest } = UI_OPTIONS;
  return rest;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the UI options cache (local storage, read synchronously)', () => {
  it('is empty at first', () => {
    expect(readCachedUiOptions()).toBeUndefined();
  });

  it('reads back what was written', () => {
    writeCachedUiOptions(UI_OPTIONS, 1234);
    expect(readCachedUiOptions()).toEqual({ value: UI_OPTIONS, savedAt: 1234 });
  });

  it('is public: logout and the update action keep it (an offline start still shows the texts)', () => {
    expect(isPublicKey('local', UI_OPTIONS_KEY)).toBe(true);
    expect(isUpdateClearedKey(UI_OPTIONS_KEY)).toBe(false);
  });

  it.each<[string, string]>([
    ['broken JSON', '{"v":1,'],
    ['an entry of another shape version', JSON.stringify({ v: 0, savedAt: 1, value: UI_OPTIONS })],
    ['an entry without a version (an old release)', JSON.stringify({ savedAt: 1, value: UI_OPTIONS })],
    ['a value that is not an object', JSON.stringify({ v: 1, savedAt: 1, value: 'texts' })],
    ['a list for a value', JSON.stringify({ v: 1, savedAt: 1, value: [] })],
    ['no date', JSON.stringify({ v: 1, value: UI_OPTIONS })],
    ['a date that is not a number', JSON.stringify({ v: 1, savedAt: 'yesterday', value: UI_OPTIONS })],
    ['null', 'null'],
    [
      'a value without its rates (parts missing)',
      JSON.stringify({ v: 1, savedAt: 1, value: withoutPart('rates') }),
    ],
    [
      'a value without its currency list',
      JSON.stringify({ v: 1, savedAt: 1, value: withoutPart('receiving_currencies') }),
    ],
    [
      'a part of the wrong kind (an object for a list)',
      JSON.stringify({ v: 1, savedAt: 1, value: { ...UI_OPTIONS, receiving_currencies: {} } }),
    ],
  ])('ignores %s', (_, stored) => {
    localStorage.setItem(UI_OPTIONS_KEY, stored);
    expect(readCachedUiOptions()).toBeUndefined();
  });

  it('survives a storage that refuses (full on write, disabled on read)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeCachedUiOptions(UI_OPTIONS, 1)).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    expect(readCachedUiOptions()).toBeUndefined();
  });
});
