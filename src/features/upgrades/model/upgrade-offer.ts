import type { Country, KycTier } from '@/api/contract.ts';
import { tierLabel, upgradeTargets, type UpgradeTarget } from '@/features/profile';

/** What an upgrade page shows: the form, or a page that says why not. */
export type UpgradeOffer =
  | { kind: 'form' }
  | { kind: 'under-review'; requested: UpgradeTarget }
  | { kind: 'unavailable'; reason: string; alternative: UpgradeTarget | null };

export interface Upgrader {
  country: Country | string;
  tier: KycTier | string;
  /** The tier an upgrade under review asks for, if one is. */
  underReview: UpgradeTarget | null;
}

/**
 * Whether the user may take the upgrade to `target` (doc 2 §6 'Upgrade paths'): someone who may
 * not is told why, never shown a form the server will refuse; while an upgrade is under review no
 * second one is offered.
 */
export function upgradeOffer(user: Upgrader, target: UpgradeTarget): UpgradeOffer {
  if (user.underReview) return { kind: 'under-review', requested: user.underReview };
  const targets = upgradeTargets(user.country, user.tier);
  if (targets.includes(target)) return { kind: 'form' };
  const alternative = targets[0] ?? null;
  const reasons: string[] = [];
  if (target === 'unlimited' && user.country !== 'UK') {
    reasons.push('The Unlimited tier is for senders in the UK only.');
    if (alternative === null)
      reasons.push('Your account is already Limited, the highest tier in South Africa.');
  } else {
    const current = tierLabel(user.tier);
    reasons.push(
      user.tier === target
        ? `Your account is already ${current}.`
        : `Your account is already ${current}, above ${tierLabel(target)}.`,
    );
    if (alternative === null) reasons.push('It is on the highest tier: there is nothing to upgrade.');
  }
  return { kind: 'unavailable', reason: reasons.join(' '), alternative };
}

/** The text of an upgrade under review. */
export function underReviewText(requested: UpgradeTarget): string {
  return `Your upgrade to ${tierLabel(requested)} is under review. It takes from instant to 24 hours; we will update your account as soon as it is done, and you cannot send another request meanwhile.`;
}
