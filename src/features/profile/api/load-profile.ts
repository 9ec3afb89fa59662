import type { Profile } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { appStore } from '@/lib/store.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { profileKeyOf } from '../model/profile-status.ts';
import { shouldLoadProfile } from '../model/throttle.ts';
import { userFromProfile } from '../model/user-sync.ts';
import { NO_PROFILE, lastProfileLoadAtom, profileAtom, type ProfileState } from '../state.ts';
import { getProfile } from './get-profile.ts';
import { readCachedProfile, saveCachedProfile, signedInKey, stillSignedIn } from './profile-cache.ts';

type Store = typeof appStore;

/** The state as it stands for this user (another user's never shows). */
function stateFor(store: Store, key: string): ProfileState {
  const current = store.get(profileAtom);
  return current.key === key ? current : { ...NO_PROFILE, key };
}

/**
 * Puts the signed-in user's cached profile in the atom, unless a profile is already there (the
 * server's answer is never replaced by the older copy). Never fails: no cache, no change.
 */
export async function restoreCachedProfile(store: Store = appStore): Promise<void> {
  const key = signedInKey(store);
  if (!key || stateFor(store, key).profile) return;
  const cached = await readCachedProfile(key).catch(() => undefined);
  if (!cached || !stillSignedIn(store, key)) return;
  const current = stateFor(store, key);
  if (current.profile) return;
  store.set(profileAtom, { ...current, profile: cached.value, savedAt: cached.savedAt, fromCache: true });
}

/**
 * Carries the profile just loaded into the signed-in user (model/user-sync.ts): an upgrade granted
 * (on the upgrade's answer, or later on a focus) reaches the send page, the menus and the guard.
 */
function syncUser(store: Store, key: string, profile: Profile): void {
  const user = store.get(sessionUserAtom);
  if (!user || profileKeyOf(user) !== key) return;
  const next = userFromProfile(user, profile);
  if (next !== user) store.set(sessionUserAtom, next);
}

export interface LoadProfileOptions {
  /** Ask even within the minute (after the user changed their profile). */
  force?: boolean;
  now?: number;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * Loads the signed-in user's profile (GET /remitter/profile) into the atom and the cache, at most
 * once a minute unless forced; the cached copy shows meanwhile. A failure keeps what was there
 * (no lock, no logout: the status stays the cached profile's or the user's) and is kept as the
 * error; a failure with no answer at all does not count against the minute, so coming back
 * online tries again. Resolves with the profile, or undefined when not loaded.
 */
export async function loadProfile(
  store: Store = appStore,
  { force = false, now = Date.now() }: LoadProfileOptions = {},
): Promise<Profile | undefined> {
  const key = signedInKey(store);
  const online = isOnline();
  const due = force ? online : shouldLoadProfile({ key, now, online, last: store.get(lastProfileLoadAtom) });
  if (!key || !due) return undefined;
  const record = { key, at: now };
  store.set(lastProfileLoadAtom, record);
  // Only the latest load's answer is shown, and only to the user it was asked for.
  const current = () => stillSignedIn(store, key) && store.get(lastProfileLoadAtom) === record;
  void restoreCachedProfile(store);
  store.set(profileAtom, { ...stateFor(store, key), loading: true, error: undefined });
  try {
    const profile = await getProfile();
    if (!current()) return undefined;
    const savedAt = Date.now();
    store.set(profileAtom, { key, profile, savedAt, fromCache: false, loading: false, error: undefined });
    syncUser(store, key, profile);
    await saveCachedProfile(store, key, profile, savedAt).catch(() => false);
    return profile;
  } catch (cause) {
    if (!current()) return undefined;
    const error = cause instanceof ApiError ? cause : new ApiError('status', { cause });
    if (error.kind === 'network') store.set(lastProfileLoadAtom, undefined);
    store.set(profileAtom, { ...stateFor(store, key), loading: false, error });
    return undefined;
  }
}
