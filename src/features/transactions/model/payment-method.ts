import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { paymentMethodName } from '@/features/payments';

export const PAY_ONLINE = 'Pay Online';
export const CARD = 'Credit/Debit Card';
export const BANK_TRANSFER = 'Bank Transfer';

export type PaymentMethodLabel = typeof PAY_ONLINE | typeof CARD | typeof BANK_TRANSFER;

/** Spec §4 'Payment method label': the card gateways' names. */
export const CARD_GATEWAYS: readonly string[] = [
  'AFXeZaga',
  'ORMEzagaPay',
  'ORMPay360',
  'AFXPay360',
  'ORMAxcess',
];

const LABELS: readonly PaymentMethodLabel[] = [PAY_ONLINE, CARD, BANK_TRANSFER];
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const CARD_KEYS = new Set(CARD_GATEWAYS.map(squash));

/**
 * The label of a payment (gateway) name: 'Pay Online' for online-pay names ('Pay Online',
 * 'PayOnline', 'Online Payment'), 'Credit/Debit Card' for the card gateways, 'Bank Transfer' for
 * all others. A name that already is one of these labels keeps it (a method named
 * 'Credit/Debit Card' is not a bank transfer).
 */
export function paymentMethodLabel(name: string | null | undefined): PaymentMethodLabel {
  const key = squash(name ?? '');
  const same = LABELS.find((label) => squash(label) === key);
  if (same) return same;
  if (key.includes('online')) return PAY_ONLINE;
  if (CARD_KEYS.has(key)) return CARD;
  return BANK_TRANSFER;
}

/** The label shown for a transaction's payment: from its gateway name, else its method's name. */
export function transactionPaymentLabel(
  transaction: Pick<Transaction, 'payment_name' | 'payment_method'>,
  options: Pick<UiOptions, 'payment_methods'> | undefined,
  country: Country | string | null | undefined,
): PaymentMethodLabel {
  const gateway = typeof transaction.payment_name === 'string' ? transaction.payment_name.trim() : '';
  return paymentMethodLabel(gateway || paymentMethodName(transaction.payment_method, options, country));
}
