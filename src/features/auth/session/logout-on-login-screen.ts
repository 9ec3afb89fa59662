import type { appStore } from '@/lib/store.ts';
import { logout } from '../logout.ts';
import { REFERRAL_KEY } from '../model/referral.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';

type Store = typeof appStore;

/**
 * The login screen's logout (spec: Login). A signed-out visitor's referral code, kept from a
 * friend's sign-up link, belongs to that visitor and to no past session: it stays, so a visitor who
 * opens the login screen before signing up (to look for an old account, say) still has it for the
 * first transfer. After a session in this tab (a token or a stored user), it goes with the rest.
 */
export function logoutOnLoginScreen(store: Store): Promise<void> {
  const signedOut = !store.get(hasTokenAtom) && store.get(sessionUserAtom) === null;
  return logout(signedOut ? [REFERRAL_KEY] : []);
}
