import type { Country, KycTier } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';

/** A link of the shell's navigation: its label and an internal path. */
export interface NavLinkDef {
  label: string;
  href: string;
}

const TO_LIMITED: NavLinkDef = { label: 'Upgrade to Limited', href: routes.upgradeLimited.pattern };
const TO_UNLIMITED: NavLinkDef = { label: 'Upgrade to Unlimited', href: routes.upgradeUnlimited.pattern };

/**
 * The KYC upgrades a user's tier and country allow (spec doc 1 §4, doc 2 §6): UK lite to limited
 * or unlimited, UK limited to unlimited, non-UK lite to limited only; none from the top tier.
 */
export function upgradeLinks(country: Country | string, tier: KycTier | string): NavLinkDef[] {
  if (tier === 'lite') return country === 'UK' ? [TO_LIMITED, TO_UNLIMITED] : [TO_LIMITED];
  if (tier === 'limited' && country === 'UK') return [TO_UNLIMITED];
  return [];
}
