import type { UiOptions } from '@/api/contract.ts';
import { PUBLIC_LOCAL_KEYS } from '@/lib/personal-data.ts';

/** The local-storage key of the cached UI options (public: kept at logout). */
export const UI_OPTIONS_KEY = PUBLIC_LOCAL_KEYS.uiOptions;

/** The shape of the stored entry; a change of shape takes a new number, and older entries are ignored. */
const ENTRY_VERSION = 1;

interface CachedUiOptions {
  value: UiOptions;
  savedAt: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each part of the options and whether it is a list or an object: every screen reads them as the
 * spec gives them, so a copy without one (saved by an older release, or edited) would fail the
 * screen that reads it, the login screen's rate calculator first.
 */
const PARTS: Record<keyof UiOptions, 'list' | 'object'> = {
  gender_types: 'list',
  nationalities: 'list',
  countries: 'object',
  id_types: 'object',
  contact_info: 'object',
  footer: 'object',
  links: 'object',
  bank: 'object',
  limits: 'object',
  rates: 'object',
  minimum_receiving_amounts: 'object',
  payment_methods: 'object',
  receiving_currencies: 'list',
  transfer_types: 'list',
  purpose_of_remittance: 'object',
  disclaimers: 'object',
};

/** Whether a stored value has every part of the options, each a list or an object as it should. */
function hasEveryPart(value: Record<string, unknown>): boolean {
  return Object.entries(PARTS).every(([part, kind]) =>
    kind === 'list' ? Array.isArray(value[part]) : isObject(value[part]),
  );
}

/**
 * The cached UI options, if any, read at once from local storage: the first paint of the login
 * screen shows them without waiting for anything. An entry of another shape (an older release,
 * a hand edit, broken JSON, a part missing) counts as none: the app then waits for the server, as
 * on a first visit.
 */
export function readCachedUiOptions(): CachedUiOptions | undefined {
  try {
    const entry: unknown = JSON.parse(localStorage.getItem(UI_OPTIONS_KEY) ?? 'null');
    if (!isObject(entry) || entry.v !== ENTRY_VERSION || !isObject(entry.value)) return undefined;
    if (!hasEveryPart(entry.value)) return undefined;
    if (typeof entry.savedAt !== 'number' || !Number.isFinite(entry.savedAt)) return undefined;
    return { value: entry.value as unknown as UiOptions, savedAt: entry.savedAt };
  } catch {
    return undefined;
  }
}

/** Saves the UI options for the next start; a full or disabled storage just keeps none. */
export function writeCachedUiOptions(value: UiOptions, savedAt: number): void {
  try {
    localStorage.setItem(UI_OPTIONS_KEY, JSON.stringify({ v: ENTRY_VERSION, savedAt, value }));
  } catch {
    // Quota or privacy settings: the next start asks the server, as a first visit does.
  }
}
