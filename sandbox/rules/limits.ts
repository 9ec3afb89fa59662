import type {
  Country,
  KycTier,
  LimitPeriod,
  LimitsByPeriod,
  LimitsTable,
  TransactionStatus,
} from '../../src/api/contract.ts';
import { LIMIT_PERIODS } from '../../src/api/contract.ts';
import { CALENDAR_PERIODS, isInPeriod } from './periods.ts';
import { round2 } from './money.ts';

/**
 * Sending limits. UK caps are in USD (a GBP amount counts as amount * GBP_TO_USD); SA caps are in
 * ZAR. A new amount is allowed when, for every period, amount + already sent <= the cap of the
 * user's tier ('transaction' has nothing already sent).
 */

/** Statuses that never count towards what was sent. */
export const UNCOUNTED_STATUSES: readonly TransactionStatus[] = ['ABORTED', 'DELETED'];

export function capCurrency(country: Country): 'USD' | 'ZAR' {
  return country === 'UK' ? 'USD' : 'ZAR';
}

/** A source amount in the currency of the country's caps. */
export function inCapCurrency(country: Country, sourceAmount: number, gbpToUsd: number): number {
  return round2(country === 'UK' ? sourceAmount * gbpToUsd : sourceAmount);
}

/** The caps of a tier; a tier the table lacks (SA unlimited) gets the highest tier it has. */
export function capsFor(table: LimitsTable, country: Country, tier: KycTier): LimitsByPeriod | undefined {
  const byTier = table[country === 'UK' ? 'uk' : 'sa'];
  return byTier[tier] ?? byTier.unlimited ?? byTier.limited ?? byTier.lite;
}

export interface SentItem {
  status: TransactionStatus;
  createdAt: Date;
  /** Already in the cap currency. */
  amount: number;
}

export function amountsSent(items: readonly SentItem[], now: Date): LimitsByPeriod {
  const sent: LimitsByPeriod = { transaction: 0, day: 0, month: 0, quarter: 0, year: 0 };
  for (const item of items) {
    if (UNCOUNTED_STATUSES.includes(item.status)) continue;
    for (const period of CALENDAR_PERIODS) {
      if (isInPeriod(period, item.createdAt, now)) sent[period] = round2(sent[period] + item.amount);
    }
  }
  return sent;
}

export interface LimitBreach {
  period: LimitPeriod;
  cap: number;
  /** What is left in that period before this amount. */
  remaining: number;
}

/** The first period whose cap the amount would exceed, or null when it fits them all. */
export function limitBreach(caps: LimitsByPeriod, sent: LimitsByPeriod, amount: number): LimitBreach | null {
  for (const period of LIMIT_PERIODS) {
    if (round2(amount + sent[period]) > caps[period]) {
      return { period, cap: caps[period], remaining: Math.max(0, round2(caps[period] - sent[period])) };
    }
  }
  return null;
}

export const PERIOD_WORDS: Record<LimitPeriod, string> = {
  transaction: 'per-transaction',
  day: 'daily',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};
