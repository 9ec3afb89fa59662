import { describe, expect, it } from 'vitest';
import type { RateAlertRow } from '@/lib/db-schema.ts';
import {
  checkTarget,
  corridorOf,
  dueAlerts,
  firingRate,
  ratesOf,
  watchedRate,
  type Rates,
} from '@/features/rate-alerts/model/alert-rules.ts';

const RATES = { GBP_TO_USD: 1.25, ZAR_TO_USD: 0.0526, ZAR_TO_USD_ROUNDED: 0.053, ZAR_TO_ZAR: 1 };

const alert = (fields: Partial<RateAlertRow> = {}): RateAlertRow => ({
  corridor: 'GBP_TO_USD',
  source: 'GBP',
  destination: 'USD',
  target: 1.3,
  setAt: 1,
  ...fields,
});
const ZAR_ALERT = alert({ corridor: 'ZAR_TO_USD', source: 'ZAR', destination: 'USD', target: 0.06 });

describe('when an alert fires: its corridor reaches the target, once', () => {
  it.each<[string, RateAlertRow, Rates, number | undefined]>([
    ['below the target: not yet', alert(), RATES, undefined],
    ['above the target: fires at the rate', alert(), { ...RATES, GBP_TO_USD: 1.31 }, 1.31],
    ['exactly at the target: fires', alert(), { ...RATES, GBP_TO_USD: 1.3 }, 1.3],
    [
      'already fired: never again',
      alert({ firedAt: 5, firedRate: 1.31 }),
      { ...RATES, GBP_TO_USD: 1.4 },
      undefined,
    ],
    ['GBP->USD ignores ZAR->USD', alert(), { ...RATES, ZAR_TO_USD: 9 }, undefined],
    ['ZAR->USD ignores GBP->USD', ZAR_ALERT, { ...RATES, GBP_TO_USD: 9 }, undefined],
    ['ZAR->USD on its own rate', ZAR_ALERT, { ...RATES, ZAR_TO_USD: 0.061 }, 0.061],
    ['the corridor has no rate: nothing', alert(), { ZAR_TO_USD: 9 }, undefined],
    ['a rate of 0: nothing', alert(), { ...RATES, GBP_TO_USD: 0 }, undefined],
    [
      'a corridor the options never rate: nothing',
      alert({ destination: 'KES', corridor: 'GBP_TO_KES' }),
      RATES,
      undefined,
    ],
  ])('%s', (_, row, rates, expected) => {
    expect(firingRate(row, rates)).toBe(expected);
  });

  it('picks out of several alerts those due, each with its rate', () => {
    const fired = alert({ corridor: 'X', firedAt: 3 });
    const due = dueAlerts([alert(), ZAR_ALERT, fired], { ...RATES, GBP_TO_USD: 1.5 });
    expect(due).toEqual([{ alert: alert(), rate: 1.5 }]);
    expect(dueAlerts([], RATES)).toEqual([]);
  });
});

describe('the target a sender types', () => {
  const GBP = { source: 'GBP', destination: 'USD' };
  it.each<[string, number | undefined, { target: number } | { error: string }]>([
    ['1.30', 1.25, { target: 1.3 }],
    [' 1.5 ', 1.25, { target: 1.5 }],
    ['.9', undefined, { target: 0.9 }],
    ['1.300049', 1.25, { target: 1.3 }],
    ['', 1.25, { error: 'Enter the rate you want as a number above 0, such as 1.5.' }],
    ['0', 1.25, { error: 'Enter the rate you want as a number above 0, such as 1.5.' }],
    ['0.00001', 1.25, { error: 'Enter the rate you want as a number above 0, such as 1.5.' }],
    ['-1.3', 1.25, { error: 'Enter the rate you want as a number above 0, such as 1.5.' }],
    ['1,30', 1.25, { error: 'Enter the rate you want as a number above 0, such as 1.5.' }],
    ['abc', 1.25, { error: 'Enter the rate you want as a number above 0, such as 1.5.' }],
    ['1.25', 1.25, { error: '£1 already buys $1.2500: enter a higher rate.' }],
    ['1.2', 1.25, { error: '£1 already buys $1.2500: enter a higher rate.' }],
  ])('%j with today at %s', (text, current, expected) => {
    expect(checkTarget(text, GBP, current)).toEqual(expected);
  });

  it('says it in the corridor’s currencies', () => {
    expect(checkTarget('0.05', { source: 'ZAR', destination: 'USD' }, 0.0526)).toEqual({
      error: 'R1 already buys $0.0526: enter a higher rate.',
    });
  });
});

describe('the corridors a sender can watch', () => {
  it.each<[string, string, Rates, number | undefined]>([
    ['GBP', 'USD', RATES, 1.25],
    ['ZAR', 'USD', RATES, 0.0526],
    ['ZAR', 'ZAR', RATES, undefined],
    ['ZAR', 'KES', RATES, undefined],
    ['GBP', 'USD', {}, undefined],
  ])('%s -> %s', (source, destination, rates, expected) => {
    expect(watchedRate(source, destination, rates)).toBe(expected);
  });

  it('names a corridor as the UI options name its rate', () => {
    expect(corridorOf('GBP', 'USD')).toBe('GBP_TO_USD');
  });
});

describe('the rates of a UI-options answer the service worker fetched', () => {
  it.each<[string, unknown, Rates | undefined]>([
    ['the rates', { rates: RATES, texts: 'x' }, RATES],
    [
      'the usable ones only',
      { rates: { GBP_TO_USD: '1.3', ZAR_TO_USD: 0.06, ZAR_TO_ZAR: -1 } },
      { ZAR_TO_USD: 0.06 },
    ],
    ['none', { texts: 'x' }, undefined],
    ['not an object', 'FAIL', undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_, body, expected) => {
    expect(ratesOf(body)).toEqual(expected);
  });
});
