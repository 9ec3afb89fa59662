import { routes } from '@/config/paths.ts';
import type { RateAlertRow } from '@/lib/db-schema.ts';
import { currencySymbol, formatRate } from '@/lib/money.ts';

/**
 * What the rate alerts say, once: the control, the current alert, the in-app note and the
 * notification. Rates as the app shows them everywhere ('£1 = $1.2500'): symbols for GBP, ZAR and
 * USD, the code for any other currency, 4 decimals.
 */

type Pair = Pick<RateAlertRow, 'source' | 'destination'>;

/** '£', 'R', '$'; 'KES ' for a currency without a symbol. */
export const symbolOf = (currency: string): string => currencySymbol(currency) ?? `${currency} `;

/** '£1': one unit of the sender's currency. */
const one = (source: string) => `${symbolOf(source)}1`;

/** '$1.3000': a rate in the destination currency. */
const rateIn = (destination: string, rate: number) => `${symbolOf(destination)}${formatRate(rate)}`;

export const WATCH_TITLE = 'Watch the rate';

/** The target's label: 'Tell me when £1 buys' (the input shows the destination's symbol). */
export const watchLabel = (source: string): string => `Tell me when ${one(source)} buys`;

/** 'Today £1 buys $1.2500.' */
export const todayText = ({ source, destination }: Pair, rate: number): string =>
  `Today ${one(source)} buys ${rateIn(destination, rate)}.`;

export const NOT_POSITIVE = 'Enter the rate you want as a number above 0, such as 1.5.';

/** The target is met already: nothing to wait for. */
export const alreadyReachedText = ({ source, destination }: Pair, rate: number): string =>
  `${one(source)} already buys ${rateIn(destination, rate)}: enter a higher rate.`;

export const SAVE_FAILED = 'The alert could not be saved on this device. Please try again.';

/** The alert as it stands: waiting, or reached. */
export function currentAlertText(alert: RateAlertRow): string {
  const { source, destination, target, firedRate } = alert;
  if (alert.firedAt === undefined)
    return `Alert set: we will tell you when ${one(source)} buys ${rateIn(destination, target)}.`;
  return `Alert reached: ${one(source)} bought ${rateIn(destination, firedRate ?? target)} (you asked for ${rateIn(destination, target)}).`;
}

/** The in-app note of a fired alert. */
export const reachedNoteText = ({ source, destination, target, firedRate }: RateAlertRow): string =>
  `Good news: ${one(source)} now buys ${rateIn(destination, firedRate ?? target)}, the rate you asked for.`;

/** Where a tapped rate notification leads: the send page, whose alert shows the note. */
export const RATE_ALERT_PATH = routes.sendMoney.pattern;

const TAG_PREFIX = 'rate-alert:';

/** Whether a notification is a rate alert's (by its tag). */
export const isRateAlertTag = (tag: string | undefined): boolean => tag?.startsWith(TAG_PREFIX) ?? false;

/** The system notification of a fired alert, tagged by corridor (a later one replaces it, never piles up). */
export function rateNotification(alert: RateAlertRow) {
  return {
    title: 'The rate you asked for',
    body: reachedNoteText(alert),
    tag: `${TAG_PREFIX}${alert.corridor}`,
    icon: '/icons/icon-192.png',
    data: { url: RATE_ALERT_PATH },
  };
}
