import { describe, expect, it } from 'vitest';
import { indicativeQuote } from '@/remittance/amount/indicative-quote.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const adjusted = (send: string, receive: string) =>
  `Payouts are made in multiples of 10, so your sending amount was adjusted: you send ${send} and the beneficiary receives ${receive}.`;
const MIN_USD = 'The minimum amount a user can receive is $20.00.';
const UK_CAP = 'New accounts send up to $1,000.00 a day; verifying your identity raises the limit.';
const SA_CAP = 'New accounts send up to R3,000.00 per transfer; verifying your identity raises the limit.';

/**
 * Rates of the demo options: £1 = $1.25, R1 = $0.0526. What the calculator promises is never
 * more than the amount buys: the multiple of 10 below, and the sending amount that buys it.
 */
describe('indicativeQuote: what an amount gives in Zimbabwe before sign-in, never more', () => {
  it.each([
    // United Kingdom: £ -> $, payouts in tens, rounded down.
    ['UK £100 buys $125: $120, for £96.00', 'UK', '100', 120, 96, adjusted('£96.00', '$120.00'), null, null],
    ['UK £80 buys exactly $100', 'UK', '80', 100, 80, null, null, null],
    ['UK £79.99 just below a ten', 'UK', '79.99', 90, 72, adjusted('£72.00', '$90.00'), null, null],
    ['UK £88 buys exactly $110', 'UK', '88', 110, 88, null, null, null],
    ['UK £87.99 just below a ten', 'UK', '87.99', 100, 80, adjusted('£80.00', '$100.00'), null, null],
    ['UK £16 buys the minimum, $20', 'UK', '16', 20, 16, null, null, null],
    ['UK £15.99: below the minimum', 'UK', '15.99', 10, 8, adjusted('£8.00', '$10.00'), MIN_USD, null],
    ['UK £800: the day cap exactly', 'UK', '800', 1000, 800, null, null, null],
    ['UK £808: above the day cap', 'UK', '808', 1010, 808, null, null, UK_CAP],
    // South Africa: R -> $.
    [
      'SA R2000 buys $105.20: $100, for R1,901.15',
      'SA',
      '2000',
      100,
      1901.15,
      adjusted('R1,901.15', '$100.00'),
      null,
      null,
    ],
    ['SA R100 buys $5.26: nothing', 'SA', '100', 0, null, null, MIN_USD, null],
    ['SA R380.23 buys the minimum, $20', 'SA', '380.23', 20, 380.23, null, null, null],
    ['SA R380 just below the minimum', 'SA', '380', 10, 190.12, adjusted('R190.12', '$10.00'), MIN_USD, null],
    [
      'SA R3000: under the per-transfer cap once adjusted',
      'SA',
      '3000',
      150,
      2851.72,
      adjusted('R2,851.72', '$150.00'),
      null,
      null,
    ],
    [
      'SA R3500: above the per-transfer cap',
      'SA',
      '3500',
      180,
      3422.06,
      adjusted('R3,422.06', '$180.00'),
      null,
      SA_CAP,
    ],
    ['nothing typed', 'UK', '', null, null, null, null, null],
    ['not a number', 'UK', 'abc', null, null, null, null, null],
  ] as const)('%s', (_name, country, amount, receive, send, note, minimum, limit) => {
    const quote = indicativeQuote(country, amount, UI_OPTIONS);
    expect(quote.receivingCurrency).toBe('USD');
    expect(quote.receive).toBe(receive);
    expect(quote.send).toBe(send);
    expect(quote.adjustedNote).toBe(note);
    expect(quote.minimumError).toBe(minimum);
    expect(quote.limitNote).toBe(limit);
    // Never more than the amount buys at the calculator's own rate.
    if (quote.receive !== null && quote.rate)
      expect(quote.receive).toBeLessThanOrEqual(Number(amount) * quote.rate);
  });

  it('no rate in the options: nothing to show', () => {
    const rates = { ...UI_OPTIONS.rates, GBP_TO_USD: undefined as unknown as number };
    const quote = indicativeQuote('UK', '100', { ...UI_OPTIONS, rates });
    expect(quote.rate).toBeUndefined();
    expect(quote.receive).toBeNull();
  });

  it('the payout currency the UI options list first', () => {
    const receiving_currencies = [{ currency: 'ZAR', display: 'South African Rand (ZAR)' }];
    const quote = indicativeQuote('SA', '1000', { ...UI_OPTIONS, receiving_currencies });
    expect(quote).toMatchObject({ receivingCurrency: 'ZAR', receive: 1000, send: 1000 });
  });
});
