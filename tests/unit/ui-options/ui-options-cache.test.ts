import { beforeEach, describe, expect, it } from 'vitest';
import { db, PUBLIC_REMITTER } from '@/lib/db.ts';
import {
  UI_OPTIONS_KEY,
  readCachedUiOptions,
  writeCachedUiOptions,
} from '@/features/ui-options/api/ui-options-cache.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

beforeEach(async () => {
  await db.wipe();
});

describe('the UI options cache (Dexie)', () => {
  it('is empty at first', async () => {
    await expect(readCachedUiOptions()).resolves.toBeUndefined();
  });

  it('reads back what was written, as a public row', async () => {
    await writeCachedUiOptions(UI_OPTIONS, 1234);
    await expect(readCachedUiOptions()).resolves.toEqual({ value: UI_OPTIONS, savedAt: 1234 });
    expect(await db.uiOptions.get(UI_OPTIONS_KEY)).toMatchObject({ remitterId: PUBLIC_REMITTER });
  });

  it('ignores a row not tagged public', async () => {
    await db.uiOptions.put({ key: UI_OPTIONS_KEY, remitterId: 'R1', value: UI_OPTIONS, savedAt: 1 });
    await expect(readCachedUiOptions()).resolves.toBeUndefined();
  });
});
