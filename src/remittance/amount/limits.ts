import {
  LIMIT_PERIODS,
  type Country,
  type KycTier,
  type LimitPeriod,
  type LimitsByPeriod,
  type LimitsTable,
} from '@/api/contract.ts';
import { round2 } from './numbers.ts';

/** Spec §5, onboarded users. */
export const LIMIT_MESSAGE_ONBOARDED =
  'Amount entered is above your transaction limit. Please upgrade your account to continue.';
/** Spec §5, users not yet onboarded. */
export const LIMIT_MESSAGE = 'Amount entered is above transaction limit.';

/** The currency caps are kept in: USD for the UK (spec §9 'GBP to USD for UK limits'), ZAR for SA. */
export function capCurrency(country: Country | string): 'USD' | 'ZAR' {
  return country === 'UK' ? 'USD' : 'ZAR';
}

/** A source amount in the caps' currency: GBP times GBP_TO_USD for the UK, ZAR as it is. */
export function inCapCurrency(country: Country | string, sourceAmount: number, gbpToUsd: number): number {
  return round2(country === 'UK' ? sourceAmount * gbpToUsd : sourceAmount);
}

/** The caps of a country and tier; a tier the table lacks gets the highest one it has. */
export function capsFor(
  table: LimitsTable | undefined,
  country: Country | string,
  tier: KycTier | string,
): LimitsByPeriod | undefined {
  const byTier = table?.[country === 'UK' ? 'uk' : 'sa'];
  if (!byTier) return undefined;
  return byTier[tier as KycTier] ?? byTier.unlimited ?? byTier.limited ?? byTier.lite;
}

/**
 * The first period (transaction, day, month, quarter, year) whose cap the amount plus what was
 * already sent in it would exceed; null when every period allows it.
 */
export function breachedPeriod(
  caps: LimitsByPeriod,
  sent: Partial<LimitsByPeriod> | undefined,
  amount: number,
): LimitPeriod | null {
  for (const period of LIMIT_PERIODS) {
    const cap = caps[period];
    if (cap === undefined || cap === null) continue;
    if (round2(amount + (sent?.[period] ?? 0)) > cap) return period;
  }
  return null;
}

/** The limit message for the user: onboarded users are asked to upgrade. */
export function limitMessage(onboarded: boolean): string {
  return onboarded ? LIMIT_MESSAGE_ONBOARDED : LIMIT_MESSAGE;
}

/** Spec §6 tier brackets: the period the sidebar's remaining limit is counted over. */
export function limitBracket(country: Country | string, tier: KycTier | string): LimitPeriod {
  if (country === 'UK') return tier === 'lite' ? 'day' : 'month';
  return tier === 'lite' ? 'transaction' : 'day';
}

export interface RemainingLimit {
  period: LimitPeriod;
  amount: number;
  currency: 'USD' | 'ZAR';
}

/** What is left in the tier's bracket period (never below 0), in the caps' currency. */
export function remainingLimit(
  caps: LimitsByPeriod | undefined,
  sent: Partial<LimitsByPeriod> | undefined,
  country: Country | string,
  tier: KycTier | string,
): RemainingLimit | null {
  if (!caps) return null;
  const period = limitBracket(country, tier);
  const cap = caps[period];
  if (cap === undefined || cap === null) return null;
  return { period, amount: Math.max(0, round2(cap - (sent?.[period] ?? 0))), currency: capCurrency(country) };
}
