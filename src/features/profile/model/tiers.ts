import type { Country, KycTier, Profile } from '@/api/contract.ts';

/** The tiers as the screens name them. */
export const TIER_LABELS: Record<KycTier, string> = {
  lite: 'Lite',
  limited: 'Limited',
  unlimited: 'Unlimited',
};

const RANK: Record<KycTier, number> = { lite: 0, limited: 1, unlimited: 2 };

/** A tier the API sent, or undefined for anything else. */
export function asTier(value: unknown): KycTier | undefined {
  return value === 'lite' || value === 'limited' || value === 'unlimited' ? value : undefined;
}

/** The label of a tier, or the raw text for one the app does not know. */
export function tierLabel(tier: string): string {
  const known = asTier(tier);
  return known ? TIER_LABELS[known] : tier;
}

/** The tiers a sender of the country can hold: Unlimited is for the UK only (doc 1 'Limits page'). */
export function tiersOf(country: Country | string): KycTier[] {
  return country === 'UK' ? ['lite', 'limited', 'unlimited'] : ['lite', 'limited'];
}

export type UpgradeTarget = Exclude<KycTier, 'lite'>;

/**
 * The upgrades a tier may take (doc 1 §4, doc 2 §6): UK lite to limited or unlimited, UK limited
 * to unlimited, non-UK lite to limited only; none from the top tier.
 */
export function upgradeTargets(country: Country | string, tier: KycTier | string): UpgradeTarget[] {
  if (tier === 'lite') return country === 'UK' ? ['limited', 'unlimited'] : ['limited'];
  if (tier === 'limited' && country === 'UK') return ['unlimited'];
  return [];
}

/**
 * The tier an upgrade under review asks for, or null. The profile has two parts, each with a
 * kyc_status (doc 1 §3): the remitone part's is the tier in force, the middleware part's the one
 * the portal recorded; a middleware tier above the one in force is an upgrade not yet granted.
 */
export function tierUnderReview(
  profile: Pick<Profile, 'kyc_status' | 'middleware'> | undefined,
): UpgradeTarget | null {
  const inForce = asTier(profile?.kyc_status);
  const recorded = asTier(profile?.middleware?.kyc_status);
  if (!inForce || !recorded || RANK[recorded] <= RANK[inForce]) return null;
  return recorded === 'lite' ? null : recorded;
}
