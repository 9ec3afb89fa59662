import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { formatMoney, formatSourceMoney } from '@/lib/money.ts';
import { formatTransactionDate } from './dates.ts';
import { transactionPaymentLabel, type PaymentMethodLabel } from './payment-method.ts';

/** One row of the transactions list, as shown (spec: date, reference, beneficiary, amount, method, status). */
export interface ListRow {
  reference: string;
  date: string;
  beneficiary: string;
  /** What the sender pays, in their currency. */
  amount: string;
  /** What the beneficiary receives. */
  receives: string;
  paymentMethod: PaymentMethodLabel;
  status: string;
  /** 'Collected since your last visit' when the transfer moved on since the user last looked. */
  movedOn?: string;
}

/** The list's view of a transaction. */
export function listRow(
  transaction: Transaction,
  options: Pick<UiOptions, 'payment_methods'> | undefined,
  country: Country | string | null | undefined,
): ListRow {
  return {
    reference: transaction.trans_ref,
    date: formatTransactionDate(transaction.creation_date),
    beneficiary: typeof transaction.benef_name === 'string' ? transaction.benef_name : '',
    amount: formatSourceMoney(transaction.remitt_pay, transaction.currency),
    receives: formatMoney(transaction.dest_amount, transaction.dest_currency),
    paymentMethod: transactionPaymentLabel(transaction, options, country),
    status: typeof transaction.status === 'string' ? transaction.status : '',
  };
}

/** Spec: the list's empty text. */
export const NO_TRANSACTIONS = 'No Transactions Found!';
