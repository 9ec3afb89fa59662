import { describe, expect, it } from 'vitest';
import { indicativeQuote } from '@/features/send-money/model/indicative-quote.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

describe('indicativeQuote: what an amount gives in Zimbabwe before sign-in', () => {
  it.each([
    // GBP_TO_USD 1.25: £100 -> $125 -> $130 (payouts in tens)
    ['UK £100', 'UK', '100', 'GBP', 130, null, null],
    ['UK £80 gives exactly $100', 'UK', '80', 'GBP', 100, null, null],
    // ZAR_TO_USD 0.0526: R2000 -> $105.20 -> $110
    ['SA R2000', 'SA', '2000', 'ZAR', 110, null, null],
    ['nothing typed', 'UK', '', 'GBP', null, null, null],
    ['not a number', 'UK', 'abc', 'GBP', null, null, null],
    [
      'below the USD minimum ($20)',
      'UK',
      '8',
      'GBP',
      10,
      'The minimum amount a user can receive is $20.00.',
      null,
    ],
    // UK caps are in USD: £900 is $1,125, above the lite account's $1,000 per transfer
    [
      'UK above a new account cap',
      'UK',
      '900',
      'GBP',
      1130,
      null,
      'New accounts send up to $1,000.00 per transfer; verifying your identity raises the limit.',
    ],
    [
      'SA above a new account cap (R3,000)',
      'SA',
      '3500',
      'ZAR',
      180,
      null,
      'New accounts send up to R3,000.00 per transfer; verifying your identity raises the limit.',
    ],
  ] as const)('%s', (_name, country, amount, currency, receive, minimum, limit) => {
    const quote = indicativeQuote(country, amount, UI_OPTIONS);
    expect(quote.sourceCurrency).toBe(currency);
    expect(quote.receivingCurrency).toBe('USD');
    expect(quote.receive).toBe(receive);
    expect(quote.minimumError).toBe(minimum);
    expect(quote.limitNote).toBe(limit);
  });

  it('no rate in the options: nothing to show', () => {
    const rates = { ...UI_OPTIONS.rates, GBP_TO_USD: undefined as unknown as number };
    const quote = indicativeQuote('UK', '100', { ...UI_OPTIONS, rates });
    expect(quote.rate).toBeUndefined();
    expect(quote.receive).toBeNull();
  });
});
