import type { User } from '@/api/contract.ts';
import { href } from '@/config/paths.ts';

/** Spec doc 1 §1 and doc 2 §9: the referral offer. */
export const REFERRAL_OFFER = 'One free remit transaction for both friends';

/** Why a sender without a remitter_id has no code yet (DESIGN.md: the code is the remitter_id). */
export const CODE_COMES_WITH_FIRST_TRANSFER =
  'Your referral code comes with your first transfer: send money once, then come back here to share it.';

/** The sender's referral code (DESIGN.md: their remitter_id), or '' before their first transfer. */
export function referralCodeOf(user: Pick<User, 'remitter_id'> | null | undefined): string {
  return user?.remitter_id?.trim() ?? '';
}

/** The sign-up link that carries the code, on this app's origin. */
export function signUpLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${href.registerWithReferral(code)}`;
}

/** What the share sheet (or a copied message) says besides the link. */
export function shareMessage(code: string): string {
  return `Send money home with me on Remit Portal. Sign up with my link (referral code ${code}): ${REFERRAL_OFFER.toLowerCase()}.`;
}

/** What the status line says after a share or a copy. */
export const OUTCOME_TEXT = {
  shared: 'Thank you for sharing!',
  copied: 'Link copied. Paste it into a message to your friend.',
  'copy-failed': 'The link could not be copied here. Press and hold it above, then copy it.',
} as const;
