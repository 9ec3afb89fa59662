import type { UiOptions } from '@/api/contract.ts';
import type { RateAlertRow } from '@/lib/db-schema.ts';
import { conversionRate } from '@/lib/conversion-rate.ts';
import { RATE_DECIMALS, roundTo } from '@/lib/money.ts';
import { NOT_POSITIVE, alreadyReachedText } from './alert-texts.ts';

/**
 * The rules of a rate alert, pure: which corridor it watches, which targets are accepted, and
 * when it fires. A rate is units of destination per unit of source ('£1 buys $1.25'), read from
 * the UI options as the send flows read it (src/lib/conversion-rate.ts); the sender waits for it
 * to rise, so a target is reached at or above it.
 */

/** The UI options' rates, some possibly missing (the service worker reads an answer it fetched). */
export type Rates = Partial<UiOptions['rates']>;

/** 'GBP_TO_USD': a corridor's key, as the UI options name its rate. One alert per corridor. */
export const corridorOf = (source: string, destination: string): string => `${source}_TO_${destination}`;

const usable = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/**
 * The rate a sender can watch for a corridor: between two currencies, and only a usable one
 * (a positive number); undefined otherwise (no control is offered, no alert fires).
 */
export function watchedRate(source: string, destination: string, rates: Rates): number | undefined {
  if (source === destination) return undefined;
  const rate = conversionRate(source, destination, rates);
  return usable(rate) ? rate : undefined;
}

export type TargetCheck = { target: number } | { error: string };

/**
 * The target as typed ('1.30'): a number above 0 at the rates' 4 decimals (what is shown is what
 * is compared), and one the rate has not reached yet (`current`, when known).
 */
export function checkTarget(
  text: string,
  pair: Pick<RateAlertRow, 'source' | 'destination'>,
  current: number | undefined,
): TargetCheck {
  const trimmed = text.trim();
  const target = /^(\d+\.?\d*|\.\d+)$/.test(trimmed) ? roundTo(Number(trimmed), RATE_DECIMALS) : 0;
  if (!(target > 0)) return { error: NOT_POSITIVE };
  if (current !== undefined && current >= target) return { error: alreadyReachedText(pair, current) };
  return { target };
}

/**
 * The rate at which an alert fires now, or undefined: it has not fired before (an alert notifies
 * once), its corridor's rate is there, and reaches the target.
 */
export function firingRate(alert: RateAlertRow, rates: Rates): number | undefined {
  if (alert.firedAt !== undefined) return undefined;
  const rate = watchedRate(alert.source, alert.destination, rates);
  return rate !== undefined && rate >= alert.target ? rate : undefined;
}

/** The alerts that fire with these rates, each with the rate it fired at. */
export function dueAlerts(
  alerts: readonly RateAlertRow[],
  rates: Rates,
): { alert: RateAlertRow; rate: number }[] {
  return alerts.flatMap((alert) => {
    const rate = firingRate(alert, rates);
    return rate === undefined ? [] : [{ alert, rate }];
  });
}

/** The rates of a UI-options answer as read (a body of any shape): only the usable ones. */
export function ratesOf(body: unknown): Rates | undefined {
  const rates = typeof body === 'object' && body !== null ? (body as { rates?: unknown }).rates : undefined;
  if (typeof rates !== 'object' || rates === null) return undefined;
  return Object.fromEntries(Object.entries(rates).filter(([, rate]) => usable(rate))) as Rates;
}
