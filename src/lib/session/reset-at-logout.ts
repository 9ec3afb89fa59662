import { RESET, atomWithReset } from 'jotai/utils';
import type { WritableAtom } from 'jotai';
import { appStore } from '../store.ts';

type Resettable = WritableAtom<unknown, [typeof RESET], void>;

const registry = new Set<Resettable>();

/**
 * An atom holding something of the signed-in user's. Every one of them is reset at logout, so
 * the next person on the same phone sees nothing of the last.
 */
export function sessionAtom<T>(initial: T) {
  const created = atomWithReset(initial);
  registry.add(created as Resettable);
  return created;
}

/** Registers an atom made elsewhere (e.g. atomWithStorage) to be reset at logout. */
export function resetAtLogout<A extends Resettable>(atom: A): A {
  registry.add(atom);
  return atom;
}

/** Resets every session atom (logout). */
export function resetSessionAtoms(store = appStore): void {
  for (const atom of registry) store.set(atom, RESET);
}
