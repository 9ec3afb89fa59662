import { describe, expect, it } from 'vitest';
import { amountsSent, capCurrency, capsFor, inCapCurrency, limitBreach } from '../../sandbox/rules/limits.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';
import type { LimitsByPeriod, TransactionStatus } from '../../src/api/contract.ts';

const now = new Date('2026-05-20T12:00:00Z');
const item = (status: TransactionStatus, at: string, amount: number) => ({
  status,
  createdAt: new Date(at),
  amount,
});

describe('rules/limits', () => {
  it('counts each transaction in every period it falls in, except ABORTED and DELETED', () => {
    const sent = amountsSent(
      [
        item('PENDING_CLEARANCE', '2026-05-20T08:00:00Z', 100),
        item('AGENT_OK', '2026-05-18T08:00:00Z', 150),
        item('SENT_FOR_PAY', '2026-05-02T08:00:00Z', 200),
        item('HQ_OK', '2026-04-02T08:00:00Z', 250),
        item('PROCESSED', '2026-02-10T08:00:00Z', 300),
        item('ABORTED', '2026-05-20T09:00:00Z', 1000),
        item('DELETED', '2026-05-20T09:00:00Z', 1000),
        item('PROCESSED', '2025-12-31T23:00:00Z', 5000),
      ],
      now,
    );
    expect(sent).toEqual({ transaction: 0, day: 100, month: 450, quarter: 700, year: 1000 });
  });

  it('is all zero with no transactions', () => {
    expect(amountsSent([], now)).toEqual({ transaction: 0, day: 0, month: 0, quarter: 0, year: 0 });
  });

  it.each([
    ['UK', 80, 100],
    ['UK', 800, 1000],
    ['SA', 1901.14, 1901.14],
  ] as const)('%s %s counts as %s in the cap currency', (country, amount, expected) => {
    expect(inCapCurrency(country, amount, UI_OPTIONS.rates.GBP_TO_USD)).toBe(expected);
  });

  it('caps UK in USD and SA in ZAR', () => {
    expect(capCurrency('UK')).toBe('USD');
    expect(capCurrency('SA')).toBe('ZAR');
  });

  it.each([
    ['UK', 'lite', 1000],
    ['UK', 'limited', 5000],
    ['UK', 'unlimited', 50000],
    ['SA', 'lite', 3000],
    ['SA', 'limited', 25000],
    ['SA', 'unlimited', 25000], // SA has no unlimited tier: its highest tier applies
  ] as const)('%s %s: %s per transaction', (country, tier, cap) => {
    expect(capsFor(UI_OPTIONS.limits, country, tier)?.transaction).toBe(cap);
  });

  const caps: LimitsByPeriod = { transaction: 1000, day: 1000, month: 3000, quarter: 6000, year: 12000 };
  const none: LimitsByPeriod = { transaction: 0, day: 0, month: 0, quarter: 0, year: 0 };
  it.each([
    ['fits exactly', none, 1000, null],
    ['one cent over per transaction', none, 1000.01, 'transaction'],
    [
      'over the day with earlier sends',
      { ...none, day: 600, month: 600, quarter: 600, year: 600 },
      500,
      'day',
    ],
    [
      'day full to the cent',
      { ...none, day: 999.99, month: 999.99, quarter: 999.99, year: 999.99 },
      0.01,
      null,
    ],
    ['over the month', { ...none, day: 0, month: 2500, quarter: 2500, year: 2500 }, 600, 'month'],
    ['over the quarter', { ...none, month: 0, quarter: 5500, year: 5500 }, 600, 'quarter'],
    ['over the year', { ...none, year: 11900 }, 200, 'year'],
  ] as const)('%s', (_name, sent, amount, period) => {
    const breach = limitBreach(caps, sent, amount);
    expect(breach?.period ?? null).toBe(period);
  });

  it('reports the cap and what is left', () => {
    expect(limitBreach(caps, { ...none, day: 600, month: 600, quarter: 600, year: 600 }, 500)).toEqual({
      period: 'day',
      cap: 1000,
      remaining: 400,
    });
  });
});
