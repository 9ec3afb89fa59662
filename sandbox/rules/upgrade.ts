import type { Country, KycTier } from '../../src/api/contract.ts';

export type UpgradeTarget = Exclude<KycTier, 'lite'>;

/**
 * The tiers a user may upgrade to: UK lite to limited or unlimited, UK limited to unlimited,
 * SA lite to limited. Nothing else.
 */
export function upgradeTargets(country: Country, tier: KycTier): UpgradeTarget[] {
  if (country === 'UK') {
    if (tier === 'lite') return ['limited', 'unlimited'];
    if (tier === 'limited') return ['unlimited'];
    return [];
  }
  return tier === 'lite' ? ['limited'] : [];
}

export function canUpgrade(country: Country, tier: KycTier, target: string): target is UpgradeTarget {
  return (upgradeTargets(country, tier) as string[]).includes(target);
}
