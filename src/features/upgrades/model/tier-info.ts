import type { Country, KycTier, LimitPeriod, LimitsByPeriod, LimitsResult } from '@/api/contract.ts';
import { HOME_AFTER_LOGIN, routes } from '@/config/paths.ts';
import { tierLabel, tiersOf, upgradeTargets, type UpgradeTarget } from '@/features/profile';
import { upgradeLinks } from '@/features/shell';

/** The periods the Limits page names (doc 1 'Limits page': per day, month, quarter and year). */
export const PAGE_PERIODS: readonly LimitPeriod[] = ['day', 'month', 'quarter', 'year'];

export const PERIOD_NAMES: Record<LimitPeriod, string> = {
  transaction: 'Each transfer',
  day: 'Today',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

/** What each tier needs (doc 1 'Limits page': "the information needed for each tier"). */
export function tierNeeds(tier: KycTier, country: Country | string): string {
  if (tier === 'lite')
    return 'Your verified mobile number and email address, your name and your date of birth.';
  if (tier === 'limited') {
    const extra =
      country === 'UK'
        ? 'Some IDs also need a photo of their back side or a proof of address.'
        : 'Some IDs also need a foreign ID number or a resident permit number.';
    return `Your address, nationality and a valid photo ID: its number, where and when it was issued, its expiry date and a photo or scan of it. ${extra}`;
  }
  return 'Your email address and a document that shows where your money comes from, such as a payslip or a bank statement. From Lite, also what Limited needs.';
}

/** The page of an upgrade. */
export function upgradePath(target: UpgradeTarget): string {
  return target === 'limited' ? routes.upgradeLimited.pattern : routes.upgradeUnlimited.pattern;
}

/** Where Upgrade Now goes (doc 1 'Limits page'): to upgrade-limited from lite, else to upgrade-unlimited. */
export function upgradeNowPath(tier: KycTier | string): string {
  return upgradePath(tier === 'lite' ? 'limited' : 'unlimited');
}

/**
 * Where /upgrade-account sends a UK sender, from whom the route table hides it: where the header
 * sends them (its first upgrade link), or home when there is no upgrade left. Null for others.
 */
export function myLimitsRedirect(country: Country | string, tier: KycTier | string): string | null {
  if (country !== 'UK') return null;
  return upgradeLinks(country, tier)[0]?.href ?? HOME_AFTER_LOGIN;
}

export interface TierCard {
  tier: KycTier;
  label: string;
  /** The user's tier (marked in words). */
  current: boolean;
  /** The upgrade to this tier is under review. */
  underReview: boolean;
  needs: string;
  /** Upgrade Now's link, only where the user may take this upgrade now. */
  upgradeHref: string | null;
}

/**
 * The tiers of the user's country (Lite, Limited, and Unlimited for the UK only), their tier
 * marked, and Upgrade Now on the tiers they may upgrade to (none while an upgrade is under review).
 */
export function tierCards(
  country: Country | string,
  tier: KycTier | string,
  underReview: UpgradeTarget | null,
): TierCard[] {
  const targets = underReview ? [] : upgradeTargets(country, tier);
  return tiersOf(country).map((each) => ({
    tier: each,
    label: tierLabel(each),
    current: each === tier,
    underReview: each === underReview,
    needs: tierNeeds(each, country),
    upgradeHref: (targets as string[]).includes(each) ? upgradeNowPath(tier) : null,
  }));
}

/** How much of a period's limit has been used, in whole per cent (no amounts are shown). */
export interface PeriodUse {
  period: LimitPeriod;
  name: string;
  percent: number;
  reached: boolean;
}

/** The user's use of their tier's limit per day, month, quarter and year, from GET /remitter/limits. */
export function periodUse(
  limits: LimitsResult | undefined,
  country: Country | string,
  tier: KycTier | string,
): PeriodUse[] {
  const byTier = limits?.limits?.[country === 'UK' ? 'uk' : 'sa'];
  const caps: Partial<LimitsByPeriod> | undefined = byTier?.[tier as KycTier];
  if (!caps) return [];
  return PAGE_PERIODS.flatMap((period) => {
    const cap = Number(caps[period]);
    if (!Number.isFinite(cap) || cap <= 0) return [];
    const sent = Number(limits?.amountsSent?.[period] ?? 0);
    const share = Number.isFinite(sent) ? sent / cap : 0;
    const percent = Math.min(100, Math.max(0, Math.floor(share * 100)));
    return [{ period, name: PERIOD_NAMES[period], percent, reached: share >= 1 }];
  });
}

/** 'Today: 35% of your limit used', or '... limit reached'. */
export function periodUseText(use: PeriodUse): string {
  return use.reached ? `${use.name}: limit reached` : `${use.name}: ${use.percent}% of your limit used`;
}
