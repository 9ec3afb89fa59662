import type { UiOptions } from '@/api/contract.ts';

/** The cache row key of the UI options. */
export const UI_OPTIONS_KEY = 'ui-options';

/** The cached UI options, if any. Dexie loads on demand so it stays out of the login bundle. */
export async function readCachedUiOptions(): Promise<{ value: UiOptions; savedAt: number } | undefined> {
  const { db, PUBLIC_REMITTER } = await import('@/lib/db.ts');
  const row = await db.uiOptions.get(UI_OPTIONS_KEY);
  return row && row.remitterId === PUBLIC_REMITTER ? { value: row.value, savedAt: row.savedAt } : undefined;
}

export async function writeCachedUiOptions(value: UiOptions, savedAt: number): Promise<void> {
  const { db, PUBLIC_REMITTER } = await import('@/lib/db.ts');
  await db.uiOptions.put({ key: UI_OPTIONS_KEY, remitterId: PUBLIC_REMITTER, value, savedAt });
}
