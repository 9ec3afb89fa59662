import { describe, expect, it } from 'vitest';
import type { Beneficiary, Corridor, Transaction } from '@/api/contract.ts';
import { EMPTY_AMOUNT_FORM } from '@/features/send-money/model/amount-form.ts';
import { planSendAgain, type PrefillInput, type SendAgainPlan } from '@/app/send-again/model/prefill.ts';
import type { PrefillOptions } from '@/app/send-again/model/types.ts';
import { lastTransactionTo, matchSaved } from '@/app/send-again/model/match.ts';
import { samePhone } from '@/lib/phone.ts';
import {
  CHOOSE_COUNTRY,
  CURRENCY_NOT_OFFERED,
  checkedAgain,
  countryNotOffered,
  notOffered,
  offeredAsNew,
} from '@/app/send-again/model/messages.ts';

const OPTIONS: PrefillOptions = {
  receiving_currencies: [
    { currency: 'USD', display: 'US Dollar' },
    { currency: 'ZAR', display: 'Rand' },
  ],
  transfer_types: [{ type: 'Cash Collection' }, { type: 'Mobile Wallet' }],
  payment_methods: {
    uk: [
      { id: '81', name: 'Pay Online' },
      { id: '82', name: 'Bank Transfer' },
    ],
    sa: [
      { id: '11', name: 'Pay Online' },
      { id: '12', name: 'Bank Transfer' },
    ],
  },
  purpose_of_remittance: {
    uk: [{ id: 'family_support', purpose: 'Family Support' }],
    sa: [{ id: 'gift', purpose: 'Gift' }],
  },
};

const KENYA: Corridor = {
  name: 'Kenya',
  code: 'KE',
  iso: 'KEN',
  currency: 'KES',
  terapay_wallet: true,
  terrapay_bank: false,
  account: '',
  isDefault: false,
};

const RUDO: Beneficiary = {
  beneficiary_id: '11',
  fname: 'Rudo',
  mname: '',
  lname: 'Ncube',
  mobile: '+263771234567',
  country: 'Zimbabwe',
};
const ACHIENG: Beneficiary = {
  beneficiary_id: '21',
  fname: 'Achieng',
  mname: '',
  lname: 'Otieno',
  mobile: '+254712345678',
  country_code: 'KE',
  delivery_option: 'wallet',
};

const transaction = (fields: Partial<Transaction> = {}): Transaction =>
  ({
    trans_ref: 'ZW10000005',
    trans_id: '5',
    creation_date: '2026-10-01 10:00:00',
    status: 'Collected',
    payment_method: { id: '81', name: 'Pay Online' },
    dest_currency: 'USD',
    dest_amount: 130,
    trans_type: 'Cash Collection',
    destination_country: 'Zimbabwe',
    benef_name: 'Rudo Ncube',
    benef_mobile: '+263 77 123 4567',
    purpose: 'family_support',
    ...fields,
  }) as Transaction;

const ukInput = (fields: Partial<PrefillInput> = {}): PrefillInput => ({
  source: { kind: 'transaction', transaction: transaction() },
  country: 'UK',
  options: OPTIONS,
  saved: [RUDO],
  corridors: [],
  ...fields,
});

const zimbabwe = (plan: SendAgainPlan) => {
  if (plan.flow !== 'zimbabwe') throw new Error(`expected the Zimbabwe flow, got ${plan.flow}`);
  return plan;
};

describe('Send again from a Zimbabwe transaction: every field', () => {
  it('fills the amount to receive, currency, transfer type, method, purpose and the saved beneficiary', () => {
    const plan = zimbabwe(planSendAgain(ukInput()));
    expect(plan.choosesZimbabwe).toBe(false);
    expect(plan.form).toEqual({
      ...EMPTY_AMOUNT_FORM,
      amount_to_receive: '130',
      destination_currency: 'USD',
      trans_type: 'Cash Collection',
      payment_method: '81',
      purpose: 'family_support',
    });
    expect(plan.beneficiary).toEqual({ kind: 'saved', beneficiary: RUDO });
    expect(plan.notes.at(-1)).toBe(checkedAgain('Calculate'));
  });

  it('carries no sending amount, quote or charges: the amount step asks for a fresh quote', () => {
    const plan = zimbabwe(planSendAgain(ukInput()));
    expect(plan.form.amount_to_send).toBe(EMPTY_AMOUNT_FORM.amount_to_send);
    expect(Object.keys(plan)).not.toContain('quote');
    expect(Object.keys(plan)).not.toContain('charges');
  });

  it.each([
    ['dest_currency', { dest_currency: 'GBP' }, 'destination_currency', CURRENCY_NOT_OFFERED],
    ['trans_type', { trans_type: 'Home Delivery' }, 'trans_type', notOffered('transfer type')],
    [
      'payment_method',
      { payment_method: { id: '99', name: 'Old' } },
      'payment_method',
      notOffered('payment method'),
    ],
    ['purpose', { purpose: 'school_fees' }, 'purpose', notOffered('purpose')],
  ] as const)(
    'a %s the UI options no longer list is left empty, with a note',
    (_field, change, key, note) => {
      const plan = zimbabwe(
        planSendAgain(ukInput({ source: { kind: 'transaction', transaction: transaction(change) } })),
      );
      expect(plan.form[key]).toBe('');
      expect(plan.notes).toContain(note);
    },
  );

  it('a currency no longer offered leaves the amount out too (it meant that currency)', () => {
    const plan = zimbabwe(
      planSendAgain(
        ukInput({ source: { kind: 'transaction', transaction: transaction({ dest_currency: 'GBP' }) } }),
      ),
    );
    expect(plan.form.amount_to_receive).toBe('');
  });

  it('a transaction without a purpose (the spec does not promise one) leaves it for the user, quietly', () => {
    const plan = zimbabwe(
      planSendAgain(
        ukInput({ source: { kind: 'transaction', transaction: transaction({ purpose: undefined }) } }),
      ),
    );
    expect(plan.form.purpose).toBe('');
    expect(plan.notes).not.toContain(notOffered('purpose'));
  });

  it('a purpose given by its name is found by it', () => {
    const plan = zimbabwe(
      planSendAgain(
        ukInput({ source: { kind: 'transaction', transaction: transaction({ purpose: 'Family Support' }) } }),
      ),
    );
    expect(plan.form.purpose).toBe('family_support');
  });

  it('a beneficiary no longer saved is offered as a new one with their name and +263 number', () => {
    const plan = zimbabwe(planSendAgain(ukInput({ saved: [] })));
    expect(plan.beneficiary).toEqual({
      kind: 'new',
      details: {
        first_name: 'Rudo',
        middle_name: '',
        last_name: 'Ncube',
        mobile: '+263771234567',
        save_to_favourites: false,
      },
    });
    expect(plan.notes).toContain(offeredAsNew('Rudo Ncube'));
  });
});

describe('matching the transaction to a saved beneficiary (by mobile, then name)', () => {
  const TWIN: Beneficiary = { ...RUDO, beneficiary_id: '12', fname: 'Tendai' };
  it.each([
    ['same number written another way, same name', { benef_mobile: '0771234567' }, '11'],
    ['same number, the name spelt 1 letter apart', { benef_name: 'Rudo Ncubi' }, '11'],
    ['same number, another person of that phone', { benef_name: 'Tendai Ncube' }, '12'],
    ['another number', { benef_mobile: '+263779999999' }, undefined],
    ['no number', { benef_mobile: '' }, undefined],
  ])('%s', (_case, change, id) => {
    const found = matchSaved([RUDO, TWIN], {
      name: transaction(change).benef_name,
      mobile: transaction(change).benef_mobile,
    });
    expect(found?.beneficiary_id).toBe(id);
  });

  it.each([
    ['+263771234567', '0771234567', true],
    ['00263771234567', '+263 77 123 4567', true],
    ['+263771234567', '+263771234568', false],
    ['1234', '001234', true],
    ['', '', false],
  ])('samePhone(%s, %s) is %s', (a, b, same) => expect(samePhone(a, b)).toBe(same));
});

describe('Send again from a beneficiary', () => {
  const older = transaction({
    trans_ref: 'ZW1',
    trans_id: '1',
    creation_date: '2026-01-01 09:00:00',
    dest_amount: 50,
  });
  const newer = transaction({
    trans_ref: 'ZW2',
    trans_id: '2',
    creation_date: '2026-09-01 09:00:00',
    dest_amount: 90,
  });
  const other = transaction({
    trans_ref: 'ZW3',
    trans_id: '3',
    benef_mobile: '+263770000000',
    dest_amount: 500,
  });

  it('takes the newest transfer to them on this device', () => {
    expect(lastTransactionTo(RUDO, [older, other, newer])?.trans_ref).toBe('ZW2');
    const plan = zimbabwe(
      planSendAgain(
        ukInput({ source: { kind: 'beneficiary', beneficiary: RUDO }, transactions: [older, newer, other] }),
      ),
    );
    expect(plan.form.amount_to_receive).toBe('90');
    expect(plan.beneficiary).toEqual({ kind: 'saved', beneficiary: RUDO });
  });

  it('with no transfer to them cached: only the beneficiary, the amount step empty', () => {
    const plan = zimbabwe(
      planSendAgain(ukInput({ source: { kind: 'beneficiary', beneficiary: RUDO }, transactions: [other] })),
    );
    expect(plan.form).toEqual(EMPTY_AMOUNT_FORM);
    expect(plan.beneficiary).toEqual({ kind: 'saved', beneficiary: RUDO });
  });
});

describe('which flow: a UK sender only ever has Zimbabwe; an SA sender the transfer country', () => {
  const saInput = (fields: Partial<PrefillInput> = {}): PrefillInput =>
    ukInput({ country: 'SA', saved: [RUDO, ACHIENG], corridors: [KENYA], ...fields });
  const kenyan = transaction({
    trans_ref: 'KE10000001',
    destination_country: 'KE',
    dest_currency: 'KES',
    dest_amount: 7100,
    benef_name: 'Achieng Otieno',
    benef_mobile: '+254712345678',
    payment_method: { id: '11', name: 'Pay Online' },
    purpose: 'gift',
  });

  it('an SA sender to Zimbabwe: the Zimbabwe flow, Zimbabwe chosen as the country', () => {
    const plan = zimbabwe(planSendAgain(saInput()));
    expect(plan.choosesZimbabwe).toBe(true);
  });

  it('an SA sender to Kenya: the country flow with its form, delivery and saved beneficiary', () => {
    const plan = planSendAgain(saInput({ source: { kind: 'transaction', transaction: kenyan } }));
    if (plan.flow !== 'other') throw new Error(`expected the other flow, got ${plan.flow}`);
    expect(plan.destination.code).toBe('KE');
    expect(plan.form).toMatchObject({
      deliveryOption: 'wallet',
      destination_currency: 'KES',
      amount: '7100',
      payment_method: '11',
      purpose: 'gift',
      promo_code: '',
    });
    expect(plan.beneficiary).toEqual(ACHIENG);
    expect(plan.notes.at(-1)).toBe(checkedAgain('Get Charges'));
  });

  it("the partner's 'Bank Transfer' method is never filled in on the cross-border flow", () => {
    const plan = planSendAgain(
      saInput({
        source: {
          kind: 'transaction',
          transaction: { ...kenyan, payment_method: { id: '12', name: 'Bank Transfer' } },
        },
      }),
    );
    expect(plan.flow === 'other' && plan.form.payment_method).toBe('');
  });

  it('a country the partner no longer offers: the country page, saying so', () => {
    const plan = planSendAgain(
      saInput({ corridors: [], source: { kind: 'transaction', transaction: kenyan } }),
    );
    expect(plan).toEqual({ flow: 'choose-country', notes: [countryNotOffered('KE')] });
  });

  it('the countries unknown (offline, nothing cached): the country page', () => {
    const plan = planSendAgain(
      saInput({ corridors: undefined, source: { kind: 'transaction', transaction: kenyan } }),
    );
    expect(plan).toEqual({ flow: 'choose-country', notes: [CHOOSE_COUNTRY] });
  });

  it('a UK sender with a transfer naming another country still gets Zimbabwe', () => {
    expect(planSendAgain(ukInput({ source: { kind: 'transaction', transaction: kenyan } })).flow).toBe(
      'zimbabwe',
    );
  });
});
