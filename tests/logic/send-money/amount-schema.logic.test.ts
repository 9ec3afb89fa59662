import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { EMPTY_AMOUNT_FORM, type AmountFormValues } from '@/features/send-money/model/amount-form.ts';
import { amountSchema } from '@/features/send-money/model/amount-schema.ts';

const VALID: AmountFormValues = {
  ...EMPTY_AMOUNT_FORM,
  amount_to_send: '100',
  destination_currency: 'USD',
  trans_type: 'Cash Collection',
  payment_method: '81',
  purpose: 'gift',
};

/** Field -> message of every failure. */
function errorsOf(values: AmountFormValues): Record<string, string> {
  try {
    amountSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((item) => [item.path ?? '', item.message]));
  }
}

describe('the amount step schema (spec §5)', () => {
  it.each([
    ['valid with a sending amount', VALID, {}],
    ['valid with a receiving amount', { ...VALID, amount_to_send: '', amount_to_receive: '130' }, {}],
    ['promo code is optional', { ...VALID, promo_code: 'FREEREMIT' }, {}],
    [
      'both amounts empty',
      { ...VALID, amount_to_send: '' },
      { amount_to_send: 'Please enter either sending amount or receiving amount.' },
    ],
    [
      'zero',
      { ...VALID, amount_to_send: '0' },
      { amount_to_send: 'Error, amount should not be negative or zero' },
    ],
    [
      'below 1',
      { ...VALID, amount_to_send: '0.5' },
      { amount_to_send: 'Error, amount should not be negative or zero' },
    ],
    [
      'receiving zero',
      { ...VALID, amount_to_send: '', amount_to_receive: '0' },
      { amount_to_receive: 'Error, amount should not be negative or zero' },
    ],
    [
      'no currency',
      { ...VALID, destination_currency: '' },
      { destination_currency: 'Destination currency required' },
    ],
    ['no transfer type', { ...VALID, trans_type: '' }, { trans_type: 'Transfer type is required' }],
    ['no payment method', { ...VALID, payment_method: '' }, { payment_method: 'Payment method is required' }],
    ['no purpose', { ...VALID, purpose: '' }, { purpose: 'Payment purpose is required' }],
  ])('%s', (_name, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });
});
