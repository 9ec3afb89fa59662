import { atom } from 'jotai';
import { atomWithReset, atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { RemitoneStatus, User } from '@/api/contract.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { resetAtLogout } from '@/lib/session/reset-at-logout.ts';
import type { appStore } from '@/lib/store.ts';

/** localStorage key of the signed-in user (cleared at logout). */
export const SESSION_USER_KEY = 'session-user';

/** The signed-in user, kept across reloads so the guard knows them at once. */
export const sessionUserAtom = resetAtLogout(
  atomWithStorage<User | null>(
    SESSION_USER_KEY,
    null,
    createJSONStorage<User | null>(() => localStorage),
    { getOnInit: true },
  ),
);

/**
 * Which session this tab is in: a new number at every sign-in and logout (this tab's or, through
 * the session channel, another's). Work begun in one session (a payment under way) checks it
 * before it writes or navigates, so nothing of it lands in the next.
 */
export const sessionEpochAtom = atom(0);

/** A session begins or ends in this tab. */
export function nextSessionEpoch(store: Pick<typeof appStore, 'get' | 'set'>): void {
  store.set(sessionEpochAtom, store.get(sessionEpochAtom) + 1);
}

/** Whether the `access` cookie holds a token; set at login and logout. */
export const hasTokenAtom = atom(typeof document !== 'undefined' && readAccessToken() !== null);

/** Signed in: a token and a user (the login code verified). */
export const authenticatedAtom = atom((get) => get(hasTokenAtom) && get(sessionUserAtom) !== null);

/**
 * The remitone status of the profile (loaded or cached), null while it has none; the guard prefers
 * it to the user's. Written only through the profile feature's `profileAtom` (which every signed-in
 * screen keeps fresh); it lives here so the guard, which the login screen loads too, does not load
 * that feature.
 */
export const profileRemitoneStatusAtom = resetAtLogout(atomWithReset<RemitoneStatus | null>(null));

/** The status the route guard reads: the profile's, else the user's (spec: route guard). */
export const remitoneStatusAtom = atom(
  (get) => get(profileRemitoneStatusAtom) ?? get(sessionUserAtom)?.remitone_status ?? null,
);
