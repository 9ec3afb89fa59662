import { describe, expect, it } from 'vitest';
import type { LimitPeriod, LimitsByPeriod } from '@/api/contract.ts';
import {
  LIMIT_MESSAGE,
  LIMIT_MESSAGE_ONBOARDED,
  breachedPeriod,
  capCurrency,
  capsFor,
  inCapCurrency,
  limitBracket,
  limitMessage,
  remainingLimit,
} from '@/remittance/amount/limits.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const CAPS: LimitsByPeriod = { transaction: 1000, day: 1500, month: 3000, quarter: 6000, year: 12000 };
const NONE: LimitsByPeriod = { transaction: 0, day: 0, month: 0, quarter: 0, year: 0 };

describe('breachedPeriod: amount + already sent against the cap of every period', () => {
  const table: [string, Partial<LimitsByPeriod> | undefined, number, LimitPeriod | null][] = [
    ['nothing sent, under every cap', NONE, 999.99, null],
    ['exactly the transaction cap', NONE, 1000, null],
    ['above the transaction cap', NONE, 1000.01, 'transaction'],
    ['day: 600 sent + 900', { ...NONE, day: 600 }, 900, null],
    ['day: 600 sent + 901', { ...NONE, day: 600 }, 901, 'day'],
    ['month: 2500 sent + 501', { ...NONE, month: 2500 }, 501, 'month'],
    ['quarter: 5500 sent + 501', { ...NONE, quarter: 5500 }, 501, 'quarter'],
    ['year: 11500 sent + 501', { ...NONE, year: 11500 }, 501, 'year'],
    ['year: 11500 sent + 500 (equal is allowed)', { ...NONE, year: 11500 }, 500, null],
    ['several: the first period in order is named', { ...NONE, day: 1400, year: 11999 }, 200, 'day'],
    ['amounts sent not loaded yet: only the caps', undefined, 1000.5, 'transaction'],
    ['missing periods count as nothing sent', { day: 1000 }, 600, 'day'],
  ];
  it.each(table)('%s', (_name, sent, amount, expected) => {
    expect(breachedPeriod(CAPS, sent, amount)).toBe(expected);
  });

  it('adds without binary drift (0.1 + 0.2 against a cap of 0.3)', () => {
    expect(breachedPeriod({ ...CAPS, transaction: 0.3 }, { ...NONE, transaction: 0.1 }, 0.2)).toBeNull();
  });
});

describe('limitMessage', () => {
  it.each([
    [true, 'Amount entered is above your transaction limit. Please upgrade your account to continue.'],
    [false, 'Amount entered is above transaction limit.'],
  ])('onboarded %s -> %s', (onboarded, message) => {
    expect(limitMessage(onboarded)).toBe(message);
    expect([LIMIT_MESSAGE, LIMIT_MESSAGE_ONBOARDED]).toContain(message);
  });
});

describe('caps: by country and tier from the UI options', () => {
  it.each([
    ['UK', 'lite', UI_OPTIONS.limits.uk.lite],
    ['UK', 'limited', UI_OPTIONS.limits.uk.limited],
    ['UK', 'unlimited', UI_OPTIONS.limits.uk.unlimited],
    ['SA', 'lite', UI_OPTIONS.limits.sa.lite],
    ['SA', 'limited', UI_OPTIONS.limits.sa.limited],
    // SA has no unlimited tier: the highest it has applies
    ['SA', 'unlimited', UI_OPTIONS.limits.sa.limited],
  ])('%s %s', (country, tier, caps) => {
    expect(capsFor(UI_OPTIONS.limits, country, tier)).toEqual(caps);
  });

  it('is undefined without a table', () => {
    expect(capsFor(undefined, 'UK', 'lite')).toBeUndefined();
  });
});

describe('cap currency: UK limits in USD (GBP converted), SA in ZAR', () => {
  it.each([
    ['UK', 100, 1.25, 125, 'USD'],
    ['UK', 80.01, 1.25, 100.01, 'USD'],
    ['SA', 1901.14, 1.25, 1901.14, 'ZAR'],
  ])('%s %s at %s -> %s %s', (country, amount, rate, inCap, currency) => {
    expect(inCapCurrency(country, amount, rate)).toBe(inCap);
    expect(capCurrency(country)).toBe(currency);
  });
});

describe('tier brackets (spec §6): the period of the remaining limit', () => {
  it.each([
    ['UK', 'lite', 'day'],
    ['UK', 'limited', 'month'],
    ['UK', 'unlimited', 'month'],
    ['SA', 'lite', 'transaction'],
    ['SA', 'limited', 'day'],
  ])('%s %s -> %s', (country, tier, period) => {
    expect(limitBracket(country, tier)).toBe(period);
  });
});

describe('remainingLimit', () => {
  it.each([
    [
      'SA lite: the transaction cap',
      'SA',
      'lite',
      { ...NONE, day: 2000 },
      { period: 'transaction', amount: 1000, currency: 'ZAR' },
    ],
    [
      'SA limited: the day cap less sent today',
      'SA',
      'limited',
      { ...NONE, day: 600.5 },
      { period: 'day', amount: 899.5, currency: 'ZAR' },
    ],
    ['UK lite: today', 'UK', 'lite', { ...NONE, day: 100 }, { period: 'day', amount: 1400, currency: 'USD' }],
    [
      'UK limited: this month',
      'UK',
      'limited',
      { ...NONE, month: 1000 },
      { period: 'month', amount: 2000, currency: 'USD' },
    ],
    ['never below 0', 'SA', 'limited', { ...NONE, day: 2000 }, { period: 'day', amount: 0, currency: 'ZAR' }],
    ['nothing sent known yet', 'SA', 'limited', undefined, { period: 'day', amount: 1500, currency: 'ZAR' }],
  ])('%s', (_name, country, tier, sent, expected) => {
    expect(remainingLimit(CAPS, sent, country, tier)).toEqual(expected);
  });

  it('is null without caps', () => {
    expect(remainingLimit(undefined, NONE, 'SA', 'lite')).toBeNull();
  });
});
