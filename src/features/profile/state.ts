import { atom } from 'jotai';
import type { Profile } from '@/api/contract.ts';
import { profileRemitoneStatusAtom } from '@/lib/session/user.ts';
import type { ApiError } from '@/lib/api-error.ts';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { profileRemitoneStatus } from './model/profile-status.ts';
import type { ProfileLoadRecord } from './model/throttle.ts';

/** The signed-in user's profile and its call cycle (spec: client-held state, 'profile'). */
export interface ProfileState {
  /** Whose profile it is (the cache key of the user it was loaded for). */
  key: string | undefined;
  profile: Profile | undefined;
  /** When the profile shown was fetched from the server (ms since epoch). */
  savedAt: number | undefined;
  /** True while the profile shown is the cached copy, not yet refreshed by this page. */
  fromCache: boolean;
  loading: boolean;
  error: ApiError | undefined;
}

export const NO_PROFILE: ProfileState = {
  key: undefined,
  profile: undefined,
  savedAt: undefined,
  fromCache: false,
  loading: false,
  error: undefined,
};

const profileStateAtom = sessionAtom<ProfileState>(NO_PROFILE);

/**
 * The profile's one source: loaded or cached, reset at logout. Every write also sets the remitone
 * status the route guard reads (`profileRemitoneStatusAtom`, kept in the auth feature so that
 * the guard, which every screen loads, never loads this feature): the profile's status when it
 * has one, else none, and the guard falls back on the user's.
 */
export const profileAtom = atom(
  (get) => get(profileStateAtom),
  (_get, set, next: ProfileState) => {
    set(profileStateAtom, next);
    set(profileRemitoneStatusAtom, profileRemitoneStatus(next.profile));
  },
);

/** The last load started (for the once-a-minute throttle); reset at logout. */
export const lastProfileLoadAtom = sessionAtom<ProfileLoadRecord | undefined>(undefined);
