import type { Transaction } from '@/api/contract.ts';
import { formatAmount } from '@/lib/money.ts';
import { statusLabel, visiblePin } from './status.ts';

/**
 * What the sender shares with the beneficiary ('Share with Chipo'): what the beneficiary needs to
 * receive the money, and nothing more. A share text can go to the wrong chat, so it never carries
 * the collection PIN (it says the sender gives it separately), the sender's surname, contacts or
 * documents, nor what the sender paid; numbers written into the collection point (a wallet's
 * mobile, an account) keep only their last 4 digits.
 */
export interface ShareMessage {
  /** The subject, where the target app has one (email). */
  title: string;
  text: string;
}

/** Statuses whose transfer pays nothing out: there is nothing to tell the beneficiary. */
const NOT_SHARED: readonly string[] = ['ABORTED', 'DELETED'];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A run of 6 or more digits (spaces, dashes and a leading '+' inside it): a phone or account number. */
const LONG_NUMBER = /\+?\d(?:[\s-]?\d){5,}/g;

/** `value` with each long number cut to its last 4 digits ('Mobile wallet +263770000101' -> 'Mobile wallet ****0101'). */
export function hideLongNumbers(value: string): string {
  return value.replace(LONG_NUMBER, (match) => `****${match.replace(/\D/g, '').slice(-4)}`);
}

/** Whether the transfer may be shared: not once cancelled or deleted. */
export function isShareable(status: string | null | undefined): boolean {
  return !NOT_SHARED.includes(status ?? '');
}

/** The beneficiary's first name (the first word of benef_name), or '' when there is none. */
export function beneficiaryFirstName(transaction: Pick<Transaction, 'benef_name'>): string {
  return text(transaction.benef_name).split(/\s+/)[0] ?? '';
}

/** The amount to receive with its currency code, never a bare symbol: '1,600.00 USD'. */
function receiveAmount(transaction: Transaction): string {
  const currency = text(transaction.dest_currency).toUpperCase();
  return `${formatAmount(transaction.dest_amount)}${currency ? ` ${currency}` : ''}`;
}

/**
 * The message about `transaction` from the sender known by `senderFirstName` (null when the
 * account has none). Labels as on the receipt; the PIN sentence only where the page shows a PIN.
 */
export function shareMessage(
  transaction: Transaction,
  senderFirstName: string | null | undefined,
): ShareMessage {
  const reference = text(transaction.trans_ref);
  const sender = text(senderFirstName);
  const beneficiary = beneficiaryFirstName(transaction);
  const collected = transaction.status === 'PROCESSED';
  const lines = [
    `Hi${beneficiary ? ` ${beneficiary}` : ''}, here are the details of a money transfer to you${sender ? ` from ${sender}` : ''}.`,
    `Reference: ${reference}`,
    `${collected ? 'Amount received' : 'Amount to receive'}: ${receiveAmount(transaction)}`,
    `Payout method: ${hideLongNumbers(text(transaction.trans_type))}`,
    `Collection point: ${hideLongNumbers(text(transaction.collection_point))}`,
    `Status: ${statusLabel(transaction.status)}`,
    visiblePin(transaction) !== undefined &&
      `${sender || 'The sender'} will give you the collection PIN separately.`,
  ];
  return {
    title: `Money transfer ${reference}`,
    // A line whose value is missing (a record without a collection point) is left out.
    text: lines.filter((line): line is string => line !== false && !/: $/.test(line)).join('\n'),
  };
}

/** A WhatsApp link that opens a chat picker with `message` typed in (no share sheet needed). */
export function whatsAppHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
