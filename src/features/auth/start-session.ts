import type { AuthResult } from '@/api/contract.ts';
import { startKycVerificationLoad } from '@/features/kyc';
import { setAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';

type Store = typeof appStore;

/**
 * Signs the user in once their code verified (or after registration): the token into the
 * `access` cookie, the user into the session atoms; the KYC record of a remitter is fetched
 * in the background (navigation does not wait for it).
 */
export function startSession({ token, user }: AuthResult, store: Store = appStore): void {
  setAccessToken(token);
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  if (user.remitter_id) void startKycVerificationLoad(user.remitter_id, store);
}
