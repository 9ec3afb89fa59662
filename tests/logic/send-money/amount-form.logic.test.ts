import { describe, expect, it } from 'vitest';
import { EMPTY_AMOUNT_FORM, otherAmount, withDefaults } from '@/features/send-money/model/amount-form.ts';
import { chargesRequest } from '@/features/send-money/model/charges-request.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

describe('defaults: UK users get the first receiving currency, transfer type and payment method', () => {
  it('fills them for UK users', () => {
    expect(withDefaults(EMPTY_AMOUNT_FORM, 'UK', UI_OPTIONS)).toEqual({
      ...EMPTY_AMOUNT_FORM,
      destination_currency: 'USD',
      trans_type: 'Cash Collection',
      payment_method: '81',
    });
  });

  it('leaves SA users to choose', () => {
    expect(withDefaults(EMPTY_AMOUNT_FORM, 'SA', UI_OPTIONS)).toEqual(EMPTY_AMOUNT_FORM);
  });

  it('keeps what the user already chose', () => {
    const chosen = {
      ...EMPTY_AMOUNT_FORM,
      destination_currency: 'ZAR',
      payment_method: '82',
      amount_to_send: '50',
    };
    expect(withDefaults(chosen, 'UK', UI_OPTIONS)).toEqual({ ...chosen, trans_type: 'Cash Collection' });
  });

  it('copes with empty option lists', () => {
    const none = { receiving_currencies: [], transfer_types: [], payment_methods: { uk: [], sa: [] } };
    expect(withDefaults(EMPTY_AMOUNT_FORM, 'UK', none)).toEqual(EMPTY_AMOUNT_FORM);
  });
});

describe('editing one amount blanks the other', () => {
  it.each([
    ['amount_to_send', 'amount_to_receive'],
    ['amount_to_receive', 'amount_to_send'],
  ] as const)('%s -> %s', (edited, blanked) => {
    expect(otherAmount(edited)).toBe(blanked);
  });
});

describe('the charges payload (doc 1 §3 Zimbabwe amount form)', () => {
  const values = {
    amount_to_send: '101',
    amount_to_receive: '',
    destination_currency: 'USD',
    trans_type: 'Cash Collection',
    payment_method: '81',
    purpose: 'gift',
    promo_code: '  ',
  };

  it('UK: GBP, Zimbabwe, DESTINATION and the rounded receiving amount', () => {
    expect(chargesRequest(values, 'UK', 130)).toEqual({
      amount_to_send: 101,
      amount_to_receive: 130,
      source_currency: 'GBP',
      destination_currency: 'USD',
      destination_country: 'Zimbabwe',
      country: 'UK',
      trans_type: 'Cash Collection',
      payment_method: '81',
      purpose: 'gift',
      promo_code: '',
      amount_type: 'DESTINATION',
    });
  });

  it('with the referral code of the sign-up link the sender came by, as ref_code', () => {
    expect(chargesRequest(values, 'UK', 130, ' R100001 ')).toMatchObject({
      ref_code: 'R100001',
      promo_code: '',
    });
    expect(chargesRequest(values, 'UK', 130, '')).not.toHaveProperty('ref_code');
  });

  it('SA: ZAR, with a promo code when one was typed', () => {
    const request = chargesRequest(
      { ...values, amount_to_send: '', amount_to_receive: '100', promo_code: ' FREEREMIT ' },
      'SA',
      100,
    );
    expect(request).toMatchObject({
      amount_to_send: null,
      amount_to_receive: 100,
      source_currency: 'ZAR',
      country: 'SA',
      promo_code: 'FREEREMIT',
      amount_type: 'DESTINATION',
      destination_country: 'Zimbabwe',
    });
  });
});
