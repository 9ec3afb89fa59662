import { describe, expect, it } from 'vitest';
import { isInPeriod, periodStart } from '../../sandbox/rules/periods.ts';

const now = new Date('2026-05-20T12:30:00Z');

describe('rules/periods', () => {
  it.each([
    ['day', '2026-05-20T00:00:00.000Z'],
    ['month', '2026-05-01T00:00:00.000Z'],
    ['quarter', '2026-04-01T00:00:00.000Z'],
    ['year', '2026-01-01T00:00:00.000Z'],
  ] as const)('the %s starts at %s', (period, start) => {
    expect(periodStart(period, now).toISOString()).toBe(start);
  });

  it.each([
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000Z'],
    ['2026-03-31T23:59:59Z', '2026-01-01T00:00:00.000Z'],
    ['2026-04-01T00:00:00Z', '2026-04-01T00:00:00.000Z'],
    ['2026-07-15T08:00:00Z', '2026-07-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59Z', '2026-10-01T00:00:00.000Z'],
  ])('on %s the quarter started %s', (at, start) => {
    expect(periodStart('quarter', new Date(at)).toISOString()).toBe(start);
  });

  it.each([
    ['day', '2026-05-20T00:00:00Z', true],
    ['day', '2026-05-19T23:59:59Z', false],
    ['month', '2026-05-01T00:00:00Z', true],
    ['month', '2026-04-30T23:59:59Z', false],
    ['quarter', '2026-04-01T00:00:00Z', true],
    ['quarter', '2026-03-31T23:59:59Z', false],
    ['year', '2026-01-01T00:00:00Z', true],
    ['year', '2025-12-31T23:59:59Z', false],
  ] as const)('%s: %s counts = %s', (period, at, expected) => {
    expect(isInPeriod(period, new Date(at), now)).toBe(expected);
  });

  it('uses UTC, not the local day', () => {
    // 00:30 UTC on the 1st is still the new day, month, quarter and year.
    const early = new Date('2026-01-01T00:30:00Z');
    expect(periodStart('day', early).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(periodStart('year', early).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
