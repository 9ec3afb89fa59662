import type { Country, UiOptions } from '@/api/contract.ts';

/** The amount step's fields as the user typed them (kept as text so nothing typed is lost). */
export interface AmountFormValues {
  amount_to_send: string;
  amount_to_receive: string;
  destination_currency: string;
  trans_type: string;
  payment_method: string;
  purpose: string;
  promo_code: string;
}

export const EMPTY_AMOUNT_FORM: AmountFormValues = {
  amount_to_send: '',
  amount_to_receive: '',
  destination_currency: '',
  trans_type: '',
  payment_method: '',
  purpose: '',
  promo_code: '',
};

type OptionLists = Pick<UiOptions, 'receiving_currencies' | 'transfer_types' | 'payment_methods'>;

/**
 * Doc 1 'Send Money': UK users get the first listed receiving currency, transfer type and payment
 * method by default. Only empty fields are filled: a choice the user made is kept.
 */
export function withDefaults(
  values: AmountFormValues,
  country: Country | string,
  options: OptionLists,
): AmountFormValues {
  if (country !== 'UK') return values;
  return {
    ...values,
    destination_currency: values.destination_currency || (options.receiving_currencies[0]?.currency ?? ''),
    trans_type: values.trans_type || (options.transfer_types[0]?.type ?? ''),
    payment_method: values.payment_method || (options.payment_methods.uk[0]?.id ?? ''),
  };
}

/** The amount field the user did not edit: editing one amount blanks the other. */
export function otherAmount(
  field: 'amount_to_send' | 'amount_to_receive',
): 'amount_to_send' | 'amount_to_receive' {
  return field === 'amount_to_send' ? 'amount_to_receive' : 'amount_to_send';
}
