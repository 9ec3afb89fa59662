import type { AuthResult } from '@/api/contract.ts';
import { startKycVerificationLoad } from '@/features/kyc';
import { readAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import { hasTokenAtom, nextSessionEpoch, sessionUserAtom } from '@/lib/session/user.ts';
import { logout } from './logout.ts';

type Store = typeof appStore;

/**
 * Signs the user in once their code verified (or after registration). Any session in this tab
 * ends first, as the login screen's logout ends it (DESIGN.md 'One sender per tab'): its flows,
 * checkouts, claims and cached rows go, and the other tabs are signed out, so the new person sees
 * nothing of the last. `keepSessionKeys`: what the signed-out visitor brought (a sign-up link's
 * referral code). Then the token into the `access` cookie, the user into the session atoms; the
 * KYC record of a remitter is fetched in the background (navigation does not wait for it).
 */
export async function startSession(
  { token, user }: AuthResult,
  store: Store = appStore,
  keepSessionKeys: readonly string[] = [],
): Promise<void> {
  const sessionInTab =
    store.get(hasTokenAtom) || store.get(sessionUserAtom) !== null || readAccessToken() !== null;
  if (sessionInTab) await logout(keepSessionKeys, store);
  setAccessToken(token);
  nextSessionEpoch(store);
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  if (user.remitter_id) void startKycVerificationLoad(user.remitter_id, store);
}
