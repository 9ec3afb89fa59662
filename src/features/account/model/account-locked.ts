import type { RemitoneStatus } from '@/api/contract.ts';
import { HOME_AFTER_LOGIN } from '@/config/paths.ts';
import { matchRoute } from '@/config/route-match.ts';

/** Spec doc 1 (Account Locked): what the page says to the signed-in user. */
export const UPGRADED_TEXT = 'Your account was upgraded successfully';

/**
 * Spec (Account Locked): when both the user's and the profile's remitone status are valid, the
 * page goes back. Until the profile is loaded the user's status speaks for both, as in the route
 * guard (profile first, then user).
 */
export function canLeaveLockedPage(
  userStatus: RemitoneStatus | null | undefined,
  profileStatus: RemitoneStatus | null,
): boolean {
  return userStatus === 'valid' && (profileStatus ?? userStatus) === 'valid';
}

/**
 * Where going back leads: the in-app page shown before this one when it is a signed-in page
 * (the one the guard sent the user away from); otherwise, or with no history, /send-money. Never
 * the login page (opening it logs out) and never another site.
 */
export function backTarget(previous: string | undefined): string {
  if (!previous?.startsWith('/') || previous.startsWith('//')) return HOME_AFTER_LOGIN;
  const route = matchRoute(previous.split(/[?#]/)[0] ?? '');
  return route?.access === 'protected' ? previous : HOME_AFTER_LOGIN;
}
