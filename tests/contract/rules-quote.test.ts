import { describe, expect, it } from 'vitest';
import { quote, reportedRate } from '../../sandbox/rules/quote.ts';
import { EXCHANGE_RATES } from '../../sandbox/data/corridors.ts';

const rates = { GBP: { USD: 1.25 }, ZAR: { USD: 0.0526, ZAR: 1, KES: 7.1 } };

describe('rules/quote', () => {
  it.each([
    // source, destination, amount, options, expected source, destination, charges, remitt_pay
    ['GBP', 'USD', { kind: 'destination', value: 100 }, {}, 80, 100, 3.99, 83.99],
    ['GBP', 'USD', { kind: 'destination', value: 150 }, {}, 120, 150, 5.99, 125.99],
    ['GBP', 'USD', { kind: 'source', value: 123 }, { roundPayoutToTen: true }, 120, 150, 5.99, 125.99],
    ['GBP', 'USD', { kind: 'source', value: 124 }, { roundPayoutToTen: true }, 128, 160, 5.99, 133.99],
    ['GBP', 'USD', { kind: 'source', value: 123 }, {}, 123, 153.75, 5.99, 128.99],
    ['GBP', 'USD', { kind: 'destination', value: 1000 }, {}, 800, 1000, 9.99, 809.99],
    ['ZAR', 'USD', { kind: 'destination', value: 100 }, {}, 1901.14, 100, 50, 1951.14],
    ['ZAR', 'USD', { kind: 'source', value: 1000 }, { roundPayoutToTen: true }, 950.57, 50, 50, 1000.57],
    ['ZAR', 'ZAR', { kind: 'destination', value: 500 }, {}, 500, 500, 50, 550],
    ['ZAR', 'KES', { kind: 'source', value: 1000 }, {}, 1000, 7100, 50, 1050],
    ['ZAR', 'USD', { kind: 'destination', value: 100 }, { promoCode: 'FREEREMIT' }, 1901.14, 100, 0, 1901.14],
  ] as const)('%s->%s %j %j', (source, destination, amount, options, src, dest, charges, pay) => {
    const q = quote(rates, source, destination, amount, options);
    expect(q).toMatchObject({
      source_amount: src,
      source_currency: source,
      destination_amount: dest,
      destination_currency: destination,
      total_charges: charges,
      tax: 0,
      remitt_pay: pay,
    });
  });

  it('total to pay is source amount + charges + tax', () => {
    const q = quote(EXCHANGE_RATES, 'ZAR', 'NGN', { kind: 'source', value: 2000 });
    expect(q?.remitt_pay).toBe((q?.source_amount ?? 0) + (q?.total_charges ?? 0) + (q?.tax ?? 0));
  });

  it('the ZAR fixed 50 is built into the rate: rate = dest / (remitt_pay - 50)', () => {
    const q = quote(EXCHANGE_RATES, 'ZAR', 'USD', { kind: 'destination', value: 200 });
    expect(q).toBeDefined();
    expect((q?.destination_amount ?? 0) / ((q?.remitt_pay ?? 0) - 50)).toBeCloseTo(0.0526, 5);
  });

  it('has no quote without a rate', () => {
    expect(quote(rates, 'GBP', 'ZAR', { kind: 'source', value: 100 })).toBeUndefined();
    expect(quote(rates, 'USD', 'ZAR', { kind: 'source', value: 100 })).toBeUndefined();
  });

  it.each([
    ['ZAR', 0.0526, 0.0526],
    ['ZAR', 7.1, 7.1],
    ['GBP', 1.25, 0.8],
    ['GBP', 1.3, 0.769231],
  ])(
    'reportedRate for a %s source at %s is %s (the app display rule depends on it)',
    (source, rate, expected) => {
      expect(reportedRate({ source_currency: source, exchange_rate: rate })).toBe(expected);
    },
  );
});
