import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { formatMoney, formatRate, formatSourceMoney, toAmount } from '@/lib/money.ts';
import { formatTransactionDate } from './dates.ts';
import { transactionPaymentLabel } from './payment-method.ts';
import { displayRate } from './rate.ts';
import { statusLabel, visiblePin } from './status.ts';

export interface DetailField {
  label: string;
  value: string;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const sourceCode = (currency: unknown) => (text(currency).toUpperCase() === 'GBP' ? 'GBP' : 'ZAR');

/** The rate as read: '1 GBP = 1.2500 USD' (4 decimals); empty when there is none. */
export function rateText(transaction: Transaction, rates?: Partial<UiOptions['rates']>): string {
  const rate = displayRate(transaction, rates);
  if (rate === undefined) return '';
  const destination = text(transaction.dest_currency).toUpperCase();
  return `1 ${sourceCode(transaction.currency)} = ${formatRate(rate)}${destination ? ` ${destination}` : ''}`;
}

/**
 * Every field of the transaction detail (spec: 'Transaction detail'), in order. The collection
 * PIN is left out while it must stay hidden (PENDING_CLEARANCE, AGENT_OK) or when none was given;
 * tax shows only when some was charged. Amounts are the server's, formatted (spec §9).
 */
export function detailFields(
  transaction: Transaction,
  options: Pick<UiOptions, 'payment_methods' | 'rates'> | undefined,
  country: Country | string | null | undefined,
): DetailField[] {
  const currency = transaction.currency;
  const tax = toAmount(transaction.tax);
  const pin = visiblePin(transaction);
  const fields: (DetailField | false)[] = [
    { label: 'Creation date', value: formatTransactionDate(transaction.creation_date) },
    { label: 'Reference', value: text(transaction.trans_ref) },
    { label: 'Status', value: statusLabel(transaction.status) },
    { label: 'Payment method', value: transactionPaymentLabel(transaction, options, country) },
    { label: 'Transfer type', value: text(transaction.trans_type) },
    { label: 'Total to pay', value: formatSourceMoney(transaction.remitt_pay, currency) },
    { label: 'Receiving amount', value: formatMoney(transaction.dest_amount, transaction.dest_currency) },
    { label: 'Beneficiary name', value: text(transaction.benef_name) },
    { label: 'Beneficiary country', value: text(transaction.destination_country) },
    { label: 'Beneficiary contact', value: text(transaction.benef_mobile) },
    { label: 'Rate', value: rateText(transaction, options?.rates) },
    { label: 'Charges', value: formatSourceMoney(transaction.total_charges, currency) },
    tax !== undefined && tax > 0 && { label: 'Tax', value: formatSourceMoney(tax, currency) },
    { label: 'Collection point', value: text(transaction.collection_point) },
    pin !== undefined && { label: 'Collection PIN', value: pin },
  ];
  return fields.filter((field): field is DetailField => field !== false);
}
