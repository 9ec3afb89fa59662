import type { User } from '@/api/contract.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';

type Account = Pick<User, 'country' | 'kyc_status' | 'onboarded' | 'remitter_id'>;

/** Spec §6: SA onboarded lite users see this and cannot calculate. */
export const UPGRADE_REQUIRED_MESSAGE = 'Upgrade your account to continue transacting!';
/** The sidebar's link to /upgrade-account. */
export const UPGRADE_LINK_LABEL = 'Upgrade sending limit';

/** SA lite users who are onboarded must upgrade before they can send again. */
export function upgradeRequired(user: Account): boolean {
  return isOnboarded(user) && user.country !== 'UK' && user.kyc_status === 'lite';
}

/** The package and remaining limit of the sidebar are not shown to UK users. */
export function showsLimitPanel(country: User['country'] | string): boolean {
  return country !== 'UK';
}

/**
 * The upgrade rule (doc 1 'Send Money', doc 2 §6): onboarded users below the top tier, that is
 * SA users not limited and UK users not unlimited.
 */
export function upgradeLinkAllowed(user: Account): boolean {
  if (!isOnboarded(user)) return false;
  return user.country === 'UK' ? user.kyc_status !== 'unlimited' : user.kyc_status !== 'limited';
}

/** The 'Upgrade sending limit' link sits in the limit panel, so UK users never see it here. */
export function showsUpgradeLink(user: Account): boolean {
  return showsLimitPanel(user.country) && upgradeLinkAllowed(user);
}

/** The package name of the sidebar: the kyc status uppercased. */
export function packageName(tier: string): string {
  return tier.toUpperCase();
}
