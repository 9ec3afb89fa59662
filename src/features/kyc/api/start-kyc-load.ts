import { sessionUserAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';

/**
 * Right after sign-in: reads the KYC record into `kycVerificationAtom` in the background, its code
 * fetched then, so the login screen does not carry it (nor does a signed-in page load the login
 * screen's chunk for it). Nothing is read if the sender signed out while the code was on its way.
 * Resolves once the record is read or has failed.
 */
export async function startKycVerificationLoad(
  remitterId: string,
  store: typeof appStore = appStore,
): Promise<void> {
  const { loadKycVerification } = await import('./load-kyc-verification.ts');
  if (store.get(sessionUserAtom)?.remitter_id !== remitterId) return;
  await loadKycVerification(remitterId, store);
}
