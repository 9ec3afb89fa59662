import { describe, expect, it } from 'vitest';
import type { ChargesResult, Corridor } from '@/api/contract.ts';
import {
  amountProblem,
  DEFAULT_MAX_RECEIVING,
  filterAmountInput,
  maximumFor,
} from '@/features/send-money-other/model/maximums.ts';
import {
  availableOptions,
  deliveryCards,
  deliveryFor,
  deliveryProblem,
  fitsDelivery,
  preselectedOption,
} from '@/features/send-money-other/model/delivery.ts';
import { crossBorderRate, totalToPay } from '@/features/send-money-other/model/rate.ts';
import { currencyFor, paymentMethodsFor } from '@/features/send-money-other/model/amount-form.ts';
import { beneficiariesFor, inCountry } from '@/features/send-money-other/model/beneficiary-filter.ts';
import { tierLimitProblem } from '@/features/send-money-other/model/tier-limit.ts';
import { quoteDifferences } from '@/features/send-money-other/model/summary.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

describe('spec §9: the per-currency maximum to receive', () => {
  it.each([
    ['ZAR', 5000],
    ['USD', 300],
    ['NGN', 500000],
    ['MZN', 18000],
    ['BWP', 4000],
    ['KES', 40000],
    ['ZMW', 8000],
    ['MWK', 480000],
    ['EUR', 5000],
    ['CDF', 5000],
    ['kes', 40000],
  ])('%s: %d', (currency, maximum) => {
    expect(maximumFor(currency)).toBe(maximum);
  });
  it('all others 5000', () => expect(DEFAULT_MAX_RECEIVING).toBe(5000));
});

describe("the amount to receive's messages", () => {
  it.each([
    ['', 'KES', 'Please enter a valid amount'],
    ['0', 'KES', 'Please enter a valid amount'],
    ['0.00', 'KES', 'Please enter a valid amount'],
    ['.', 'KES', 'Please enter a valid amount'],
    ['1.2.3', 'KES', 'Please enter a valid amount'],
    ['-5', 'KES', 'Please enter a valid amount'],
    ['12a', 'KES', 'Please enter a valid amount'],
    ['0.01', 'KES', null],
    ['40000', 'KES', null],
    ['40000.01', 'KES', 'Amount exceeds the limit of KES 40,000'],
    ['300', 'USD', null],
    ['300.5', 'USD', 'Amount exceeds the limit of USD 300'],
    ['500001', 'NGN', 'Amount exceeds the limit of NGN 500,000'],
    ['5001', 'XOF', 'Amount exceeds the limit of XOF 5,000'],
    ['999999', '', null],
  ])('%j in %j -> %j', (value, currency, message) => {
    expect(amountProblem(value, currency)).toBe(message);
  });
});

describe('the amount input keeps digits and one decimal point', () => {
  it.each([
    ['1234', '1234'],
    ['12.50', '12.50'],
    ['1.2.3', '1.23'],
    ['R 1,000.00', '1000.00'],
    ['-5', '5'],
    ['abc', ''],
    ['.5', '.5'],
    ['1e5', '15'],
  ])('%j -> %j', (typed, kept) => {
    expect(filterAmountInput(typed)).toBe(kept);
  });
});

const offers = (wallet: boolean, bank: boolean) => ({ terapay_wallet: wallet, terrapay_bank: bank });

describe('delivery options (terapay_wallet, terrapay_bank; Cash Pickup never)', () => {
  it.each([
    [true, false, ['wallet'], 'wallet'],
    [false, true, ['bank'], 'bank'],
    [true, true, ['wallet', 'bank'], ''],
    [false, false, [], ''],
  ] as const)('wallet %s bank %s -> %j, preselected %j', (wallet, bank, options, preselected) => {
    expect(availableOptions(offers(wallet, bank))).toEqual(options);
    expect(preselectedOption(offers(wallet, bank))).toBe(preselected);
    expect(deliveryCards(offers(wallet, bank))).toEqual([
      { id: 'wallet', label: 'Mobile Wallet', available: wallet },
      { id: 'bank', label: 'Bank Transfer', available: bank },
      { id: 'cash', label: 'Cash Pickup', available: false },
    ]);
  });

  it.each([
    [true, true, '', 'Please select a delivery option'],
    [true, true, 'wallet', null],
    [true, true, 'bank', null],
    [true, false, 'bank', 'Please select a delivery option'],
    [true, false, 'wallet', null],
    [false, false, '', 'No delivery options are available for Malawi'],
    [false, false, 'wallet', 'No delivery options are available for Malawi'],
  ] as const)('wallet %s bank %s chosen %j -> %j', (wallet, bank, chosen, message) => {
    expect(deliveryProblem(offers(wallet, bank), chosen, 'Malawi')).toBe(message);
  });

  it.each([
    [true, true, 'wallet', 'wallet'],
    [true, true, '', ''],
    [true, false, 'wallet', 'wallet'],
    [true, false, '', 'wallet'],
    [false, true, 'wallet', 'bank'],
    [true, true, 'cash', ''],
    [false, false, 'bank', ''],
  ] as const)('wallet %s bank %s: %j held stays %j', (wallet, bank, held, kept) => {
    expect(deliveryFor(held, offers(wallet, bank))).toBe(kept);
  });

  it.each([
    ['wallet', 'wallet', true],
    ['wallet', 'bank', false],
    ['bank', 'bank', true],
    ['bank', 'wallet', false],
    [undefined, 'wallet', true],
    [undefined, 'bank', true],
    ['', 'bank', true],
  ] as const)('a beneficiary with delivery %j fits %s: %s', (own, option, fits) => {
    expect(fitsDelivery({ delivery_option: own }, option)).toBe(fits);
  });
});

const charges = (source: number, fees: number, tax: number) =>
  ({ source_amount: source, total_charges: fees, tax, rate: 0, source_currency: 'ZAR' }) as ChargesResult;

describe('spec §9: total to pay and the R50 rate formula', () => {
  it.each([
    [7100, charges(1000, 50, 0), 1050, 7.1],
    [300, charges(5703.42, 50, 0), 5753.42, 300 / 5703.42],
    [100, charges(100, 50, 10), 160, 100 / 110],
    [100, charges(40, 10, 0), 50, null],
    [100, charges(0, 50, 0), 50, null],
  ])('amount %d with %j: total %d, rate %s', (amount, quote, total, rate) => {
    expect(totalToPay(quote)).toBe(total);
    const got = crossBorderRate(amount, quote);
    if (rate === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(rate, 10);
  });
  it('numeric strings from the API count', () => {
    expect(totalToPay({ source_amount: '1,000.00' as unknown as number, total_charges: 50, tax: 0 })).toBe(
      1050,
    );
  });
});

describe("the receiving currency held once the country's currencies are known", () => {
  it.each([
    ['KES', ['KES'], 'KES'],
    ['', ['KES'], 'KES'],
    ['UGX', ['KES'], 'KES'],
    ['USD', ['KES', 'USD'], 'USD'],
    ['', ['KES', 'USD'], ''],
    ['UGX', ['KES', 'USD'], ''],
    ['KES', [], ''],
  ] as const)('%j held, %j offered -> %j', (held, offered, kept) => {
    expect(currencyFor(held, offered)).toBe(kept);
  });
});

describe('payment methods: without the one NAMED Bank Transfer', () => {
  it('drops the SA method named Bank Transfer, keeps the others in order', () => {
    expect(paymentMethodsFor(UI_OPTIONS).map((m) => m.name)).toEqual(['Pay Online', 'Credit/Debit Card']);
  });
  it('by its name, whatever its id', () => {
    const options = {
      payment_methods: {
        uk: [],
        sa: [
          { id: '82', name: 'Instant EFT' },
          { id: '99', name: ' bank transfer ' },
        ],
      },
    };
    expect(paymentMethodsFor(options).map((m) => m.id)).toEqual(['82']);
  });
});

const corridor = { code: 'KE', name: 'Kenya' } as Corridor;
const b = (id: string, fields: Record<string, unknown>) =>
  ({ beneficiary_id: id, fname: id, mname: '', lname: '', mobile: '', ...fields }) as never;

describe("the beneficiaries offered: the country's, fitting the delivery", () => {
  it.each([
    [{ country_code: 'KE' }, true],
    [{ country_code: 'ke' }, true],
    [{ country_code: 'NG', country: 'Kenya' }, false],
    [{ country: 'Kenya' }, true],
    [{ country: 'KE' }, true],
    [{}, false],
  ])('%j in Kenya: %s', (fields, expected) => {
    expect(inCountry(fields, corridor)).toBe(expected);
  });
  it('filters and sorts by name', () => {
    const list = [
      b('Zola', { country_code: 'KE', delivery_option: 'wallet' }),
      b('Amani', { country_code: 'KE' }),
      b('Bank', { country_code: 'KE', delivery_option: 'bank' }),
      b('Naija', { country_code: 'NG', delivery_option: 'wallet' }),
    ];
    expect(beneficiariesFor(list, corridor, 'wallet').map((x: { fname: string }) => x.fname)).toEqual([
      'Amani',
      'Zola',
    ]);
    expect(beneficiariesFor(list, corridor, 'bank').map((x: { fname: string }) => x.fname)).toEqual([
      'Amani',
      'Bank',
    ]);
  });
});

describe("the tier limit on the quoted source amount (the Zimbabwe flow's rule)", () => {
  const user = { country: 'SA' as const, kyc_status: 'lite' as const, onboarded: true, remitter_id: 'R1' };
  const sent = { transaction: 0, day: 0, month: 0, quarter: 0, year: 0 };
  const limits = { limits: UI_OPTIONS.limits, amountsSent: sent };
  it.each([
    [3000, { ...user }, null],
    [
      3000.01,
      { ...user },
      'Amount entered is above your transaction limit. Please upgrade your account to continue.',
    ],
    [3000.01, { ...user, onboarded: false, remitter_id: null }, 'Amount entered is above transaction limit.'],
  ])('R%d for %j -> %j', (sourceAmount, who, message) => {
    expect(tierLimitProblem({ user: who, options: UI_OPTIONS, limits, sourceAmount })).toBe(message);
  });
  it('counts what was already sent in the period', () => {
    const limited = { ...user, kyc_status: 'limited' as const };
    const caps = UI_OPTIONS.limits.sa.limited!;
    const full = { limits: UI_OPTIONS.limits, amountsSent: { ...sent, day: caps.day - 100 } };
    expect(
      tierLimitProblem({ user: limited, options: UI_OPTIONS, limits: full, sourceAmount: 100 }),
    ).toBeNull();
    expect(
      tierLimitProblem({ user: limited, options: UI_OPTIONS, limits: full, sourceAmount: 101 }),
    ).not.toBeNull();
  });
  it('no caps known: no message', () => {
    expect(tierLimitProblem({ user, options: undefined, limits: undefined, sourceAmount: 1e9 })).toBeNull();
  });
});

describe('the summary says plainly when the created figures differ from the quote', () => {
  const amounts = {
    amount_to_send: 7100,
    amount_to_receive: 7100,
    trans_type: 'receive' as const,
    payment_method: '91',
    purpose: '401 Gifts',
    destination_currency: 'KES',
    deliveryOption: 'wallet' as const,
    promo_code: '',
    charges: charges(1000, 50, 0),
    source_currency: 'ZAR',
  };
  const created = (pay: number, dest: number) => ({
    source_currency: 'ZAR',
    remitter_pay_amount: pay,
    destination_currency: 'KES',
    destination_amount: dest,
    source_transfer_amount: pay - 50,
  });
  it('nothing when they agree', () => expect(quoteDifferences(amounts, created(1050, 7100))).toEqual([]));
  it('a different total', () =>
    expect(quoteDifferences(amounts, created(1060, 7100))).toEqual([
      'You pay R1,060.00, not the R1,050.00 of your quote: the total of your transaction changed when it was created.',
    ]));
  it('a different amount received', () =>
    expect(quoteDifferences(amounts, created(1050, 7000))).toEqual([
      'Your beneficiary receives KES 7,000.00, not the KES 7,100.00 you asked for: the amount changed when your transaction was created.',
    ]));
});
