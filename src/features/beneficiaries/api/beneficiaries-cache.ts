import type { Beneficiary, User } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { loadDb } from '@/lib/load-db.ts';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import type { appStore } from '@/lib/store.ts';
import { byName } from '../model/beneficiary-name.ts';

type Store = typeof appStore;

/**
 * The tag of the user's cached beneficiaries: their remitter_id. A user not yet onboarded has no
 * remitter, so no saved beneficiaries and nothing cached.
 */
export function cacheKeyOf(user: Pick<User, 'remitter_id'> | null | undefined): string | undefined {
  return user?.remitter_id?.trim() || undefined;
}

/**
 * The cache keeps at most 500 beneficiaries: more than any person sends to (an agent's book is
 * not cached), so every start reads a bounded list; the server always has the whole one.
 */
export const CACHED_BENEFICIARIES = 500;

/** True while the user whose rows these are is still the one signed in (no logout, no switch). */
export function stillSignedIn(store: Store, key: string): boolean {
  return store.get(hasTokenAtom) && cacheKeyOf(store.get(sessionUserAtom)) === key;
}

export interface CachedBeneficiaries {
  rows: Beneficiary[];
  lastUpdated: number | undefined;
}

/**
 * The cached list as last read or written, so a screen draws it in its very first render (reading
 * IndexedDB answers only after it). Per user, and reset at logout like every session atom.
 */
export const warmBeneficiariesAtom = sessionAtom<{ key: string; value: CachedBeneficiaries } | null>(null);

/** The remitter's cached beneficiaries, by name, and when the list was last refreshed. */
export async function readCachedBeneficiaries(key: string): Promise<CachedBeneficiaries> {
  const db = await loadDb();
  const [rows, lastUpdated] = await Promise.all([
    db.beneficiaries.where('remitterId').equals(key).toArray(),
    db.lastUpdated(db.beneficiaries, key),
  ]);
  return { rows: rows.map((row) => row.value).sort(byName), lastUpdated };
}

/**
 * Replaces the remitter's cached list, unless they signed out (or someone else signed in) while
 * the request was out: a late answer never puts one user's data back. False when nothing was written.
 */
export async function saveBeneficiaries(
  store: Store,
  key: string,
  list: readonly Beneficiary[],
  now = Date.now(),
): Promise<boolean> {
  const db = await loadDb();
  if (!stillSignedIn(store, key)) return false;
  const kept = list.slice(0, CACHED_BENEFICIARIES);
  await db.replaceList(
    db.beneficiaries,
    key,
    kept.map((beneficiary) => ({ beneficiaryId: beneficiary.beneficiary_id, value: beneficiary })),
    now,
  );
  if (stillSignedIn(store, key))
    store.set(warmBeneficiariesAtom, { key, value: { rows: [...kept].sort(byName), lastUpdated: now } });
  return true;
}

/**
 * Puts one beneficiary (just added or updated) into the remitter's cached list, so the list shows
 * it at once, before the server's list confirms it. The list's "last updated" stays: the rest of
 * it was not refreshed. Same sign-out guard as saveBeneficiaries.
 */
export async function saveOneBeneficiary(
  store: Store,
  key: string,
  beneficiary: Beneficiary,
): Promise<boolean> {
  const db = await loadDb();
  if (!stillSignedIn(store, key)) return false;
  const id = beneficiary.beneficiary_id;
  await db.beneficiaries.put({ remitterId: key, beneficiaryId: id, value: beneficiary, savedAt: Date.now() });
  const value = await readCachedBeneficiaries(key);
  if (stillSignedIn(store, key)) store.set(warmBeneficiariesAtom, { key, value });
  return true;
}

/** One cached beneficiary by id, if the remitter's list has it. */
export async function readCachedBeneficiary(key: string, id: string): Promise<Beneficiary | undefined> {
  const db = await loadDb();
  return (await db.beneficiaries.get([key, id]))?.value;
}
