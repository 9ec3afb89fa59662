import type { UiOptions } from '@/api/contract.ts';
import type { UiOptionsRow } from '@/lib/db.ts';
import { PUBLIC_REMITTER } from '@/lib/db-schema.ts';
import { readRow, writeRow } from '@/lib/idb-direct.ts';

/** The cache row key of the UI options. */
export const UI_OPTIONS_KEY = 'ui-options';

/**
 * The cached UI options, if any. Read straight from IndexedDB (Dexie's table, without Dexie), so
 * the signed-out screens that show them stay within the login screen's speed budget.
 */
export async function readCachedUiOptions(): Promise<{ value: UiOptions; savedAt: number } | undefined> {
  const row = await readRow<UiOptionsRow>('uiOptions', UI_OPTIONS_KEY);
  return row && row.remitterId === PUBLIC_REMITTER ? { value: row.value, savedAt: row.savedAt } : undefined;
}

/** Saves the UI options for the next start (same table and row shape as Dexie's). */
export async function writeCachedUiOptions(value: UiOptions, savedAt: number): Promise<void> {
  const row: UiOptionsRow = { key: UI_OPTIONS_KEY, remitterId: PUBLIC_REMITTER, value, savedAt };
  await writeRow('uiOptions', row);
}
