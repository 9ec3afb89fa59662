import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@/api/contract.ts';
import { EMPTY_AMOUNT_FORM, type AmountFormValues } from '@/features/send-money/model/amount-form.ts';
import type { BeneficiaryChoice } from '@/features/send-money/model/flow-inputs.ts';
import {
  beneficiaryName,
  confirmRequest,
  initiatePaymentRequest,
  newBeneficiaryRequest,
  newTransactionRequest,
  receivingAmount,
  type TransactionInputs,
} from '@/features/send-money/model/payment-requests.ts';
import { beneficiaryKey, paymentInputs } from '@/features/send-money/model/payment-inputs.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const SAVED: Beneficiary = {
  beneficiary_id: 'B1',
  fname: 'Rudo',
  mname: 'Maria',
  lname: 'Ncube',
  mobile: '+263770000101',
};
const saved: BeneficiaryChoice = { kind: 'saved', beneficiary: SAVED };
const typed: BeneficiaryChoice = {
  kind: 'new',
  details: {
    first_name: ' Tariro ',
    middle_name: '',
    last_name: 'Moyo',
    mobile: '+263771234567',
    save_to_favourites: true,
  },
};
const UK_FORM: AmountFormValues = {
  ...EMPTY_AMOUNT_FORM,
  amount_to_receive: '125',
  destination_currency: 'USD',
  trans_type: 'Cash Collection',
  payment_method: '81',
  purpose: 'family_support',
};
const SA_FORM: AmountFormValues = {
  ...EMPTY_AMOUNT_FORM,
  amount_to_send: '1000',
  destination_currency: 'ZAR',
  trans_type: 'Mobile Wallet',
  payment_method: '91',
  purpose: '401 Gifts',
  promo_code: ' FREE1 ',
};
/** Quotes as the spec's charges answer has them: no receiving amount, only what was asked for. */
const UK_QUOTE = { receive: 130, charges: { source_currency: 'GBP' } };
const SA_QUOTE = { receive: 950, charges: { source_currency: 'ZAR' } };
const UK_USER = { country: 'UK' as const, mobile: '447700900001' };
const SA_USER = { country: 'SA' as const, mobile: '27821000001' };

describe('the receiving amount', () => {
  it.each([
    ['the amount the quote asked for (rounded), not the typed one', UK_QUOTE, 130],
    ['typed only sending: the converted, rounded amount the quote asked for', SA_QUOTE, 950],
    [
      'a charges answer with a receiving amount of its own: still the quoted one',
      { ...UK_QUOTE, charges: { source_currency: 'GBP', destination_amount: 999 } },
      130,
    ],
    ['no quote: unknown', null, null],
    [
      'a quote asked without a receiving amount: unknown',
      { receive: null, charges: { source_currency: 'GBP' } },
      null,
    ],
  ] as const)('%s', (_name, quote, expected) => {
    expect(receivingAmount(quote)).toBe(expected);
  });
});

describe('POST /remitter/transactions/new (Zimbabwe)', () => {
  const ids = { remitterId: 'R1', beneficiaryId: 'B9' };
  it.each<[string, TransactionInputs, Record<string, unknown>]>([
    [
      'UK, a saved beneficiary: the receiving amount, DESTINATION, both mobiles, no promo',
      { form: UK_FORM, quote: UK_QUOTE, user: UK_USER, choice: saved },
      {
        country: 'UK',
        remitter_id: 'R1',
        beneficiary_id: 'B9',
        payment_method: '81',
        sms_benef_mobile: '+263770000101',
        sms_mobile: '447700900001',
        source_currency: 'GBP',
        dest_currency: 'USD',
        amount_to_send: 130,
        trans_type: 'Cash Collection',
        purpose: 'family_support',
        amount_type: 'DESTINATION',
      },
    ],
    [
      'SA, a new beneficiary: its typed mobile, the promo code trimmed, ZAR',
      { form: SA_FORM, quote: SA_QUOTE, user: SA_USER, choice: typed },
      {
        country: 'SA',
        remitter_id: 'R1',
        beneficiary_id: 'B9',
        payment_method: '91',
        sms_benef_mobile: '+263771234567',
        sms_mobile: '27821000001',
        source_currency: 'ZAR',
        dest_currency: 'ZAR',
        amount_to_send: 950,
        trans_type: 'Mobile Wallet',
        purpose: '401 Gifts',
        promo_code: 'FREE1',
        amount_type: 'DESTINATION',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(newTransactionRequest({ ...input, ...ids })).toEqual(expected);
  });

  it('without a receiving amount there is no request', () => {
    expect(
      newTransactionRequest({ form: SA_FORM, quote: null, user: SA_USER, choice: saved, ...ids }),
    ).toBeNull();
  });
});

describe('the other requests', () => {
  it('a new Zimbabwe beneficiary: names trimmed, the +263 mobile, save to favourites', () => {
    expect(newBeneficiaryRequest(typed.kind === 'new' ? typed.details : (undefined as never))).toEqual({
      first_name: 'Tariro',
      middle_name: '',
      last_name: 'Moyo',
      mobile: '+263771234567',
      save_to_favourites: true,
    });
  });

  it('confirm: country, the session, the payment method', () => {
    expect(confirmRequest('UK', 'S1', '81')).toEqual({
      country: 'UK',
      trans_session_id: 'S1',
      payment_method: '81',
    });
  });

  it.each([
    ['UK card: back to the transaction, in GBP', 'UK', '81', 'GBP', 'https://app.example/transactions/ZW1'],
    ['UK bank transfer: back to checkout', 'UK', '82', 'GBP', 'https://app.example/checkout/ZW1'],
    ['SA Pay Online: checkout, in ZAR', 'SA', '91', 'ZAR', 'https://app.example/checkout/ZW1'],
    ['SA card (92): the transaction', 'SA', '92', 'ZAR', 'https://app.example/transactions/ZW1'],
  ] as const)('initiate payment, %s', (_name, country, method, currency, returnUrl) => {
    expect(
      initiatePaymentRequest({
        remitterId: 'R1',
        reference: 'ZW1',
        paymentMethod: method,
        country,
        amount: 109.99,
        options: UI_OPTIONS,
        origin: 'https://app.example/',
      }),
    ).toEqual({
      member_id: 'R1',
      transaction_reference: 'ZW1',
      payment_method: method,
      currency,
      amount: 109.99,
      return_url: returnUrl,
    });
  });

  it('the beneficiary name joins the parts given', () => {
    expect(beneficiaryName(saved)).toBe('Rudo Maria Ncube');
    expect(beneficiaryName(typed)).toBe('Tariro Moyo');
  });
});

describe('what a payment is for (the checkout pays a transaction only for these)', () => {
  const base: TransactionInputs = { form: UK_FORM, quote: UK_QUOTE, user: UK_USER, choice: saved };
  const made = paymentInputs(base);
  it.each<[string, TransactionInputs, boolean, boolean]>([
    ['the same again (a new quote with the same figures)', { ...base, quote: { ...UK_QUOTE } }, true, true],
    ['another amount', { ...base, quote: { ...UK_QUOTE, receive: 140 } }, false, true],
    ['another purpose', { ...base, form: { ...UK_FORM, purpose: 'gift' } }, false, true],
    ['another payment method', { ...base, form: { ...UK_FORM, payment_method: '82' } }, false, true],
    ['another beneficiary', { ...base, choice: typed }, false, false],
  ])('%s: same %s (beneficiary same %s)', (_name, now, same, sameBeneficiary) => {
    expect(paymentInputs(now) === made).toBe(same);
    expect(beneficiaryKey(now.choice) === beneficiaryKey(base.choice)).toBe(sameBeneficiary);
  });
});
