import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { BANK_DETAIL_FIELDS, isBankTransferMethod } from '@/features/payments';
import { formatMoney, formatSourceMoney, toAmount } from '@/lib/money.ts';
import { formatTransactionDate } from './dates.ts';
import { rateText } from './detail-fields.ts';
import { transactionPaymentLabel } from './payment-method.ts';
import { isAwaitingPayment, statusLabel } from './status.ts';

/**
 * The receipt of a transfer (issue 13, Receipt): what the PDF says, line by line, built from the
 * transaction and the UI options alone (so it is made offline from a cached transaction). The
 * collection PIN is left out on purpose: a receipt is shown to others as proof of payment, and
 * the PIN lets whoever holds it collect the money.
 */
export interface ReceiptLine {
  label: string;
  value: string;
}

export interface ReceiptSection {
  heading: string;
  lines: ReceiptLine[];
  /** Sentences under the lines (the payment instructions). */
  notes: string[];
}

export interface Receipt {
  /** The company's name and address, then its contacts (UI options). */
  company: string[];
  title: string;
  /** The transfer's reference. */
  reference: string;
  sections: ReceiptSection[];
  /** The copyright line and when the receipt was made. */
  footer: string[];
  /** The PDF's file name. */
  fileName: string;
}

export const RECEIPT_TITLE = 'Transaction receipt';

type ReceiptOptions = Pick<UiOptions, 'payment_methods' | 'rates' | 'bank' | 'contact_info' | 'footer'>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const countryKey = (country: Country | string | null | undefined) => (country === 'UK' ? 'uk' : 'sa');
const lines = (items: (ReceiptLine | false)[]): ReceiptLine[] =>
  items.filter((item): item is ReceiptLine => item !== false && item.value !== '');

/** What the total is called: to pay while awaiting payment, paid once paid, plain when stopped. */
function totalLabel(status: string): string {
  if (isAwaitingPayment(status)) return 'Total to pay';
  return status === 'ABORTED' || status === 'DELETED' ? 'Total' : 'Total paid';
}

/** The company block: name and address of the user's country, phone and email (UI options). */
export function companyLines(
  options: Pick<UiOptions, 'contact_info' | 'footer'> | undefined,
  country: Country | string | null | undefined,
) {
  const code = countryKey(country);
  const contact = options?.contact_info?.[code];
  return [
    text(options?.footer?.address?.[code]),
    contact?.phone?.display ? `Phone ${text(contact.phone.display)}` : '',
    contact?.email?.display ? `Email ${text(contact.email.display)}` : '',
  ].filter((line) => line !== '');
}

/** How to pay, while the transfer awaits a bank payment: the account, the reference, the rules. */
function paymentInstructions(
  transaction: Transaction,
  options: ReceiptOptions | undefined,
  country: Country | string | null | undefined,
): ReceiptSection | undefined {
  if (!isAwaitingPayment(transaction.status)) return undefined;
  if (!isBankTransferMethod(transaction.payment_method, options, country)) return undefined;
  const amount = formatSourceMoney(transaction.remitt_pay, transaction.currency);
  const reference = text(transaction.trans_ref);
  const details = options?.bank?.details?.[countryKey(country)];
  return {
    heading: 'Payment instructions',
    lines: lines([
      ...BANK_DETAIL_FIELDS.map(({ key, label }) => ({ label, value: text(details?.[key]) })),
      { label: 'Payment reference', value: reference },
    ]),
    notes: [
      `Pay ${amount} into this account, with your transaction number ${reference} as the payment reference.`,
      text(options?.bank?.instruction),
      text(options?.bank?.warning),
    ].filter((note) => note !== ''),
  };
}

/** The receipt of `transaction`, made at `issuedAt` (formatted with the app's dates). */
export function buildReceipt(
  transaction: Transaction,
  options: ReceiptOptions | undefined,
  country: Country | string | null | undefined,
  issuedAt: Date,
): Receipt {
  const currency = transaction.currency;
  const tax = toAmount(transaction.tax);
  const collected = transaction.status === 'PROCESSED';
  const reference = text(transaction.trans_ref);
  const sections: ReceiptSection[] = [
    {
      heading: 'Transfer',
      lines: lines([
        { label: 'Reference', value: reference },
        { label: 'Transaction number', value: text(transaction.trans_id) },
        { label: 'Created', value: formatTransactionDate(transaction.creation_date) },
        { label: 'Status', value: statusLabel(transaction.status) },
      ]),
      notes: [],
    },
    {
      heading: 'Payment',
      lines: lines([
        { label: totalLabel(transaction.status), value: formatSourceMoney(transaction.remitt_pay, currency) },
        { label: 'Charges', value: formatSourceMoney(transaction.total_charges, currency) },
        tax !== undefined && tax > 0 && { label: 'Tax', value: formatSourceMoney(tax, currency) },
        { label: 'Payment method', value: transactionPaymentLabel(transaction, options, country) },
        { label: 'Rate', value: rateText(transaction, options?.rates) },
      ]),
      notes: [],
    },
    {
      heading: 'Beneficiary',
      lines: lines([
        { label: 'Name', value: text(transaction.benef_name) },
        { label: 'Country', value: text(transaction.destination_country) },
        { label: 'Contact', value: text(transaction.benef_mobile) },
        {
          label: collected ? 'Amount received' : 'Amount to receive',
          value: formatMoney(transaction.dest_amount, transaction.dest_currency),
        },
        { label: 'Payout method', value: text(transaction.trans_type) },
        { label: 'Collection point', value: text(transaction.collection_point) },
      ]),
      notes: [],
    },
  ];
  const instructions = paymentInstructions(transaction, options, country);
  if (instructions) sections.push(instructions);
  return {
    company: companyLines(options, country),
    title: RECEIPT_TITLE,
    reference,
    sections,
    footer: [
      text(options?.footer?.copyright),
      `Receipt made ${formatTransactionDate(issuedAt.toISOString())}`,
    ].filter((line) => line !== ''),
    fileName: `receipt-${reference.replace(/[^A-Za-z0-9_-]/g, '') || 'transfer'}.pdf`,
  };
}
