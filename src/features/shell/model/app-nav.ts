import type { User } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';
import { upgradeLinks, type NavLinkDef } from './upgrade-links.ts';

/** What the signed-in header shows. */
export interface AppNav {
  /** The top-level links, in order. */
  main: NavLinkDef[];
  /** The 'My Account' menu. */
  account: NavLinkDef[];
  /** The remitter_id the wallet form posts, or null when the wallet link is not shown. */
  walletRemitterId: string | null;
}

const link = (route: { pattern: string; title: string }, label = route.title): NavLinkDef => ({
  label,
  href: route.pattern,
});

/**
 * The signed-in header (spec doc 1 'Layouts and navigation'): onboarded users get Send Money,
 * Transactions, My Limits (not for UK users), Beneficiaries, My Account with the upgrades their
 * tier allows and Share With a Friend, and the wallet link; others get Send Money and My Account
 * (profile, password).
 */
export function appNav(
  user: Pick<User, 'onboarded' | 'remitter_id' | 'country' | 'kyc_status'> | null,
): AppNav {
  const sendMoney = link(routes.sendMoney);
  const basicAccount = [link(routes.profile), link(routes.changePassword)];
  if (!user || !isOnboarded(user))
    return { main: [sendMoney], account: basicAccount, walletRemitterId: null };
  return {
    main: [
      sendMoney,
      link(routes.transactions),
      ...(user.country === 'UK' ? [] : [link(routes.upgradeAccount)]),
      link(routes.beneficiaries),
    ],
    // Share With a Friend: an onboarded user has a referral code (their remitter_id) to share.
    account: [...basicAccount, ...upgradeLinks(user.country, user.kyc_status), link(routes.share)],
    walletRemitterId: user.remitter_id,
  };
}
