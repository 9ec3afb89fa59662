import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Profile } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import type { ApiError } from '@/lib/api-error.ts';
import { loadProfile, restoreCachedProfile } from '../api/load-profile.ts';
import { profileKeyOf } from '../model/profile-status.ts';
import { profileAtom } from '../state.ts';

export interface UseProfile {
  /** The signed-in user's profile: the cached copy, then the server's; undefined until either. */
  profile: Profile | undefined;
  loading: boolean;
  /** The last load's failure (its `messages`, joined with commas, are the spec's text). */
  error: ApiError | undefined;
  /** When the profile shown was fetched from the server. */
  savedAt: number | undefined;
  /** True while the profile shown is the cached copy. */
  fromCache: boolean;
  /** Asks the server now, whatever the minute's throttle says (e.g. after an update). */
  refresh: () => void;
}

/**
 * The signed-in user's profile from its one source (src/features/profile/state.ts). Shows the
 * cached copy at once; the signed-in layout keeps it fresh (useProfileRefresh).
 */
export function useProfile(): UseProfile {
  const store = useStore();
  const state = useAtomValue(profileAtom, { store });
  const key = profileKeyOf(useAtomValue(sessionUserAtom, { store }));
  useEffect(() => {
    if (key) void restoreCachedProfile(store);
  }, [store, key]);
  const refresh = useCallback(() => void loadProfile(store, { force: true }), [store]);
  const mine = key !== undefined && state.key === key;
  return {
    profile: mine ? state.profile : undefined,
    loading: mine && state.loading,
    error: mine ? state.error : undefined,
    savedAt: mine ? state.savedAt : undefined,
    fromCache: mine && state.fromCache,
    refresh,
  };
}
