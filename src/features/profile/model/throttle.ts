/** Spec: the profile is re-read when the app regains focus or comes back online, at most once a minute. */
export const PROFILE_REFRESH_MS = 60_000;

/** The last load started: whose profile, and when (ms since epoch). */
export interface ProfileLoadRecord {
  key: string;
  at: number;
}

export interface ProfileLoadCheck {
  /** The signed-in user's cache key; undefined when nobody is signed in. */
  key: string | undefined;
  now: number;
  online: boolean;
  last: ProfileLoadRecord | undefined;
}

/**
 * Whether to ask the server for the profile now: online and signed in, and never asked for this
 * user, or last asked a minute ago or more (or the clock moved back since).
 */
export function shouldLoadProfile({ key, now, online, last }: ProfileLoadCheck): boolean {
  if (!key || !online) return false;
  if (!last || last.key !== key) return true;
  const elapsed = now - last.at;
  return elapsed < 0 || elapsed >= PROFILE_REFRESH_MS;
}
