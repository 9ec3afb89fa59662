import * as yup from 'yup';
import type { AmountFormValues } from './amount-form.ts';
import { parseAmount } from '@/remittance/amount/numbers.ts';

/** Spec §5 'Amount step' messages. */
export const AMOUNT_NOT_POSITIVE = 'Error, amount should not be negative or zero';
export const AMOUNT_MISSING = 'Please enter either sending amount or receiving amount.';
export const CURRENCY_REQUIRED = 'Destination currency required';
export const TRANS_TYPE_REQUIRED = 'Transfer type is required';
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';
export const PURPOSE_REQUIRED = 'Payment purpose is required';

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** An optional amount: empty, or a number of at least 1. */
const amount = () =>
  yup
    .string()
    .default('')
    .test('positive', AMOUNT_NOT_POSITIVE, (text) => {
      if (blank(text)) return true;
      const value = parseAmount(text);
      return value !== null && value >= 1;
    });

/** The amount step: either amount (not both empty), currency, transfer type, method, purpose; promo optional. */
export const amountSchema: yup.ObjectSchema<AmountFormValues> = yup.object({
  amount_to_send: amount().test(
    'either',
    AMOUNT_MISSING,
    (text, context) => !blank(text) || !blank((context.parent as AmountFormValues).amount_to_receive),
  ),
  amount_to_receive: amount(),
  destination_currency: yup.string().default('').required(CURRENCY_REQUIRED),
  trans_type: yup.string().default('').required(TRANS_TYPE_REQUIRED),
  payment_method: yup.string().default('').required(PAYMENT_METHOD_REQUIRED),
  purpose: yup.string().default('').required(PURPOSE_REQUIRED),
  promo_code: yup.string().default(''),
});
