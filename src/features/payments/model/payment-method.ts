import type { Country, PaymentMethodOption, Transaction, UiOptions } from '@/api/contract.ts';

/** The UI-options name of the card method (spec: the return-URL rule). */
export const CARD_METHOD_NAME = 'Credit/Debit Card';

type MethodValue = Transaction['payment_method'] | null | undefined;
type MethodOptions = Pick<UiOptions, 'payment_methods'> | undefined;

/** The id of `payment_method`, which arrives as an object with an id or as the id itself. */
export function paymentMethodId(method: MethodValue): string {
  if (method === null || method === undefined) return '';
  if (typeof method === 'object') return String(method.id ?? '').trim();
  return String(method).trim();
}

/** The UI options' payment methods of a country ('UK' -> uk, anything else -> sa). */
export function countryPaymentMethods(
  options: MethodOptions,
  country: Country | string | null | undefined,
): PaymentMethodOption[] {
  return options?.payment_methods[country === 'UK' ? 'uk' : 'sa'] ?? [];
}

/** The method's name: the UI options' one for the user's country, else the object's own name. */
export function paymentMethodName(
  method: MethodValue,
  options: MethodOptions,
  country: Country | string | null | undefined,
): string | undefined {
  const id = paymentMethodId(method);
  const option = countryPaymentMethods(options, country).find((candidate) => candidate.id.trim() === id);
  if (option) return option.name;
  return typeof method === 'object' && method?.name ? method.name : undefined;
}

/** The bank-transfer method (spec: method 82 shows the bank instruction text). */
export const BANK_TRANSFER_METHOD_ID = '82';
/** The UI-options name of the bank-transfer method. */
export const BANK_TRANSFER_METHOD_NAME = 'Bank Transfer';

/** True for a bank transfer: method 82, or a method the UI options name 'Bank Transfer'. */
export function isBankTransferMethod(
  method: MethodValue,
  options: MethodOptions,
  country: Country | string | null | undefined,
): boolean {
  if (paymentMethodId(method) === BANK_TRANSFER_METHOD_ID) return true;
  return (
    paymentMethodName(method, options, country)?.trim().toLowerCase() ===
    BANK_TRANSFER_METHOD_NAME.toLowerCase()
  );
}
