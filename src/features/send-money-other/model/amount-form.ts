import type {
  ChargesRequest,
  ChargesResult,
  Corridor,
  PaymentMethodOption,
  UiOptions,
} from '@/api/contract.ts';
import { BANK_TRANSFER_METHOD_NAME, countryPaymentMethods } from '@/features/payments';
import { toAmount } from '@/lib/money.ts';
import { deliveryFor, type DeliveryOption } from './delivery.ts';

/** What the sender types on Amount & Delivery (kept in session storage: it survives a reload). */
export interface AmountFormValues {
  deliveryOption: DeliveryOption | '';
  destination_currency: string;
  /** The amount to receive, as typed (digits and one decimal point). */
  amount: string;
  payment_method: string;
  purpose: string;
  promo_code: string;
}

export const EMPTY_AMOUNT_FORM: AmountFormValues = {
  deliveryOption: '',
  destination_currency: '',
  amount: '',
  payment_method: '',
  purpose: '',
  promo_code: '',
};

/**
 * The form on entering Amount & Delivery: what was typed (kept for this country's flow; another
 * country starts a new flow), with a delivery option the country offers, else its single one.
 */
export function initialAmountForm(
  saved: Partial<AmountFormValues> | null,
  corridor: Corridor,
): AmountFormValues {
  const values = { ...EMPTY_AMOUNT_FORM, ...(saved ?? {}) };
  values.deliveryOption = deliveryFor(values.deliveryOption, corridor);
  return values;
}

/**
 * The receiving currency the form holds once the country's currencies are known: the one held
 * while offered, else the single one offered, else none (the sender chooses).
 */
export function currencyFor(held: string, offered: readonly string[]): string {
  if (held && offered.includes(held)) return held;
  return offered.length === 1 ? (offered[0] ?? '') : '';
}

/**
 * Payment methods of the flow: the SA methods without the one whose UI-options name is 'Bank
 * Transfer' (by name: the spec's display label 'Bank Transfer' covers many methods).
 */
export function paymentMethodsFor(
  options: Pick<UiOptions, 'payment_methods'> | undefined,
): PaymentMethodOption[] {
  return countryPaymentMethods(options, 'SA').filter(
    (method) => method.name.trim().toLowerCase() !== BANK_TRANSFER_METHOD_NAME.toLowerCase(),
  );
}

/** Spec §9: the source currency (SA senders: ZAR). */
export const SOURCE_CURRENCY = 'ZAR';

/**
 * POST /remitter/transactions/charges, the other-country payload as doc 1 §3 writes it:
 * amount_to_send carries the amount to receive; trans_type 'Account'.
 */
export function chargesRequest(values: AmountFormValues, countryName: string): ChargesRequest {
  return {
    amount_to_send: toAmount(values.amount) ?? values.amount,
    trans_type: 'Account',
    source_currency: SOURCE_CURRENCY,
    destination_currency: values.destination_currency,
    payment_method: values.payment_method,
    purpose: values.purpose,
    destination_country: countryName,
    promo_code: values.promo_code.trim(),
  };
}

/** Doc 1 §3 'Amounts state between steps', kept once the sender continues with the charges. */
export interface AmountsState {
  amount_to_send: number;
  amount_to_receive: number;
  trans_type: 'receive';
  payment_method: string;
  purpose: string;
  destination_currency: string;
  deliveryOption: DeliveryOption;
  promo_code: string;
  charges: ChargesResult;
  source_currency: string;
}

/** The amounts state for the values the charges were asked for; null when they are not complete. */
export function amountsState(values: AmountFormValues, charges: ChargesResult): AmountsState | null {
  const amount = toAmount(values.amount);
  if (amount === undefined || !values.deliveryOption) return null;
  return {
    amount_to_send: amount,
    amount_to_receive: amount,
    trans_type: 'receive',
    payment_method: values.payment_method,
    purpose: values.purpose,
    destination_currency: values.destination_currency,
    deliveryOption: values.deliveryOption,
    promo_code: values.promo_code.trim(),
    charges,
    source_currency: charges.source_currency || SOURCE_CURRENCY,
  };
}

/** POST /remitter/transactions/clear with the amounts the charges were given for. */
export function clearRequest(
  values: AmountFormValues,
  charges: ChargesResult | null,
): Record<string, unknown> {
  return {
    amount_to_send: toAmount(values.amount) ?? values.amount,
    amount_to_receive: toAmount(values.amount) ?? values.amount,
    destination_currency: values.destination_currency,
    source_currency: charges?.source_currency || SOURCE_CURRENCY,
    ...(charges
      ? { source_amount: charges.source_amount, total_charges: charges.total_charges, tax: charges.tax }
      : {}),
  };
}
