// The public API of the profile feature: the profile's one source (an atom and useProfile), its
// loading (after sign-in, on focus and online, at most once a minute) and its cache. Only
// signed-in code imports it: the login screen must not load it.
export { getProfile } from './api/get-profile.ts';
export { loadProfile, restoreCachedProfile, type LoadProfileOptions } from './api/load-profile.ts';
export { readCachedProfile } from './api/profile-cache.ts';
export { useProfile, type UseProfile } from './hooks/use-profile.ts';
export { useProfileRefresh } from './hooks/use-profile-refresh.ts';
export { profileKeyOf, profileRemitoneStatus } from './model/profile-status.ts';
export {
  PROFILE_REFRESH_MS,
  shouldLoadProfile,
  type ProfileLoadCheck,
  type ProfileLoadRecord,
} from './model/throttle.ts';
export { NO_PROFILE, lastProfileLoadAtom, profileAtom, type ProfileState } from './state.ts';
