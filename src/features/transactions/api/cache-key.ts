import type { User } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import type { appStore } from '@/lib/store.ts';

type Store = typeof appStore;

/** The tag of the user's cached rows: their remitter_id (a user not yet onboarded has none). */
export function cacheKeyOf(user: Pick<User, 'id' | 'remitter_id'> | null | undefined): string | undefined {
  if (!user) return undefined;
  return user.remitter_id?.trim() || `user-${user.id}`;
}

/** True while the user whose rows these are is still the one signed in (no logout, no switch). */
export function stillSignedIn(store: Store, key: string): boolean {
  return store.get(hasTokenAtom) && cacheKeyOf(store.get(sessionUserAtom)) === key;
}
