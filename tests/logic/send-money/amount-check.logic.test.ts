import { describe, expect, it } from 'vitest';
import type { Country, KycTier, LimitsByPeriod } from '@/api/contract.ts';
import { calculateBlocked, checkAmount, type AmountCheck } from '@/features/send-money/model/amount-check.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const NONE: LimitsByPeriod = { transaction: 0, day: 0, month: 0, quarter: 0, year: 0 };
const ONBOARDED_LIMIT =
  'Amount entered is above your transaction limit. Please upgrade your account to continue.';
const LIMIT = 'Amount entered is above transaction limit.';

function check(
  country: Country,
  tier: KycTier,
  amounts: { send?: string; receive?: string },
  currency = 'USD',
  sent: Partial<LimitsByPeriod> = NONE,
  onboarded = true,
) {
  return checkAmount({
    values: {
      amount_to_send: amounts.send ?? '',
      amount_to_receive: amounts.receive ?? '',
      destination_currency: currency,
    },
    user: { country, kyc_status: tier, onboarded, remitter_id: onboarded ? 'R1' : null },
    options: UI_OPTIONS,
    limits: { amountsSent: sent },
  });
}

describe('the receiving amount: rounded to 10 from whichever amount was entered', () => {
  it.each([
    ['UK sends £100 -> $125 -> $130', 'UK', { send: '100' }, 'USD', 130, true, 104],
    ['UK sends £80 -> $100 exactly', 'UK', { send: '80' }, 'USD', 100, false, 80],
    ['UK receives $125 -> $130', 'UK', { receive: '125' }, 'USD', 130, true, 104],
    ['UK receives $100', 'UK', { receive: '100' }, 'USD', 100, false, 80],
    ['SA sends R2000 -> $105.2 -> $110', 'SA', { send: '2000' }, 'USD', 110, true, 2091.25],
    ['SA receives R500 (ZAR to ZAR)', 'SA', { receive: '500' }, 'ZAR', 500, false, 500],
    ['SA sends R505 -> R510 (ZAR to ZAR)', 'SA', { send: '505' }, 'ZAR', 510, true, 510],
    ['no currency yet: a sending amount cannot be converted', 'UK', { send: '100' }, '', null, false, null],
    ['nothing entered', 'UK', {}, 'USD', null, false, null],
    ['a pair with no rate (GBP to ZAR): left to the server', 'UK', { send: '100' }, 'ZAR', null, false, null],
  ] as const)('%s', (_name, country, amounts, currency, receive, adjusted, source) => {
    const result = check(country, 'limited', amounts, currency);
    expect(result.receive).toBe(receive);
    expect(result.adjusted).toBe(adjusted);
    expect(result.sourceEstimate).toBe(source);
  });
});

describe('the minimum, on the rounded receiving amount', () => {
  it.each([
    ['$10 is below $20', { receive: '10' }, 'USD', 'The minimum amount a user can receive is $20.00.'],
    [
      '$14 rounds to $10: below',
      { receive: '14' },
      'USD',
      'The minimum amount a user can receive is $20.00.',
    ],
    ['$15 rounds to $20: allowed', { receive: '15' }, 'USD', null],
    ['R190 is below R200', { receive: '190' }, 'ZAR', 'The minimum amount a user can receive is R200.00.'],
  ] as const)('%s', (_name, amounts, currency, message) => {
    expect(check('SA', 'limited', amounts, currency).minimumError).toBe(message);
  });
});

describe('the limit for every period, in source terms (UK converted to USD) plus what was sent', () => {
  const table: [
    string,
    Country,
    KycTier,
    { send?: string; receive?: string },
    Partial<LimitsByPeriod>,
    boolean,
    string | null,
  ][] = [
    ['UK lite: $1000 is the transaction cap', 'UK', 'lite', { receive: '1000' }, NONE, true, null],
    ['UK lite: $1010 is above it', 'UK', 'lite', { receive: '1010' }, NONE, true, ONBOARDED_LIMIT],
    ['UK lite: £800 sent = $1000', 'UK', 'lite', { send: '800' }, NONE, true, null],
    [
      'UK lite: £810 sent = $1012.5 -> $1010 paid out',
      'UK',
      'lite',
      { send: '810' },
      NONE,
      true,
      ONBOARDED_LIMIT,
    ],
    [
      'UK lite: day, $900 sent today + $200',
      'UK',
      'lite',
      { receive: '200' },
      { ...NONE, day: 900 },
      true,
      ONBOARDED_LIMIT,
    ],
    ['UK lite: month', 'UK', 'lite', { receive: '500' }, { ...NONE, month: 2600 }, true, ONBOARDED_LIMIT],
    ['UK lite: quarter', 'UK', 'lite', { receive: '500' }, { ...NONE, quarter: 5600 }, true, ONBOARDED_LIMIT],
    ['UK lite: year', 'UK', 'lite', { receive: '500' }, { ...NONE, year: 11600 }, true, ONBOARDED_LIMIT],
    ['UK lite not onboarded: the other message', 'UK', 'lite', { receive: '1010' }, NONE, false, LIMIT],
    ['UK limited: $5000 fits', 'UK', 'limited', { receive: '5000' }, NONE, true, null],
    ['SA lite: R3000 per transaction fits', 'SA', 'lite', { receive: '3000' }, NONE, true, null],
    ['SA lite: R3010 is above', 'SA', 'lite', { receive: '3010' }, NONE, false, LIMIT],
    [
      'SA limited: $110 ~ R2091 with R23000 sent today',
      'SA',
      'limited',
      { receive: '110' },
      { ...NONE, day: 23000 },
      true,
      ONBOARDED_LIMIT,
    ],
    [
      'SA limited: $100 ~ R1901 with R23000 sent today',
      'SA',
      'limited',
      { receive: '100' },
      { ...NONE, day: 23000 },
      true,
      null,
    ],
  ];
  it.each(table)('%s', (_name, country, tier, amounts, sent, onboarded, message) => {
    const currency = amounts.receive && country === 'SA' && Number(amounts.receive) > 1000 ? 'ZAR' : 'USD';
    expect(check(country, tier, amounts, currency, sent, onboarded).limitError).toBe(message);
  });

  it('checks the caps even before what was sent is known', () => {
    const result = checkAmount({
      values: { amount_to_send: '', amount_to_receive: '1010', destination_currency: 'USD' },
      user: { country: 'UK', kyc_status: 'lite', onboarded: true, remitter_id: 'R1' },
      options: UI_OPTIONS,
    });
    expect(result.limitError).toBe(ONBOARDED_LIMIT);
  });
});

describe('when Calculate is disabled (spec §5)', () => {
  const clear: AmountCheck = {
    sourceCurrency: 'GBP',
    receive: 100,
    adjusted: false,
    sourceEstimate: 80,
    minimumError: null,
    limitError: null,
    rateError: null,
    upgradeRequired: false,
  };
  it.each([
    ['nothing wrong', clear, false, false],
    ['a rounding adjustment alone does not block', { ...clear, adjusted: true }, false, false],
    ['a limit error', { ...clear, limitError: LIMIT }, false, true],
    ['a minimum error', { ...clear, minimumError: 'min' }, false, true],
    ['a currency pair without a rate', { ...clear, rateError: 'no rate' }, false, true],
    ['an upgrade required', { ...clear, upgradeRequired: true }, false, true],
    ['a compliance hold', clear, true, true],
  ])('%s -> %s', (_name, result, hold, blocked) => {
    expect(calculateBlocked(result, hold)).toBe(blocked);
  });

  it.each([
    [
      'UK to ZAR: no GBP_TO_ZAR in the options',
      'UK',
      'ZAR',
      'No exchange rate from GBP to ZAR is available. Please choose another receiving currency.',
    ],
    ['UK to USD', 'UK', 'USD', null],
    ['SA to ZAR', 'SA', 'ZAR', null],
    ['no currency chosen yet', 'UK', '', null],
  ] as const)(
    'a pair without a UI-options rate is said before Calculate: %s',
    (_name, country, currency, error) => {
      const result = check(country, 'limited', { receive: '500' }, currency);
      expect(result.rateError).toBe(error);
      expect(calculateBlocked(result, false)).toBe(error !== null);
    },
  );

  it('SA onboarded lite users need an upgrade whatever the amount', () => {
    expect(check('SA', 'lite', { receive: '100' }).upgradeRequired).toBe(true);
    expect(check('SA', 'lite', { receive: '100' }, 'USD', NONE, false).upgradeRequired).toBe(false);
  });
});
