import type { TransactionStatus } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { mayOpen } from '@/config/route-access.ts';

/** Spec §4 'Transaction status display': the label of each known status; others are shown raw. */
export const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  PENDING_CLEARANCE: 'Awaiting Payment',
  SENT_FOR_PAY: 'Awaiting Collection',
  HQ_OK: 'Awaiting Collection',
  AGENT_OK: 'Compliance Checking',
  PROCESSED: 'Collected',
  ABORTED: 'Cancelled',
  DELETED: 'Deleted',
};

/** The status awaiting the sender's payment. */
export const AWAITING_PAYMENT: TransactionStatus = 'PENDING_CLEARANCE';

/** Statuses during which the collection PIN is hidden (spec: transaction detail). */
export const PIN_HIDDEN_STATUSES: readonly string[] = ['PENDING_CLEARANCE', 'AGENT_OK'];

/** The label shown for a status: the spec's wording, or the raw value for any other. */
export function statusLabel(status: string | null | undefined): string {
  const raw = status ?? '';
  return Object.hasOwn(STATUS_LABELS, raw) ? STATUS_LABELS[raw as TransactionStatus] : raw;
}

/** True while the transaction waits for the sender to pay (PENDING_CLEARANCE). */
export function isAwaitingPayment(status: string | null | undefined): boolean {
  return status === AWAITING_PAYMENT;
}

/** Whether the collection PIN may be shown: never while PENDING_CLEARANCE or AGENT_OK. */
export function isPinVisible(status: string | null | undefined): boolean {
  return !PIN_HIDDEN_STATUSES.includes(status ?? '');
}

/** The PIN to show, or undefined while it must stay hidden (or none was given). */
export function visiblePin(transaction: {
  status: string;
  collection_pin?: string | null;
}): string | undefined {
  const pin = transaction.collection_pin?.trim();
  return pin && isPinVisible(transaction.status) ? pin : undefined;
}

export type RowAction = 'Make Payment' | 'View Details';

/**
 * Whether a transaction's page is open to a user with this remitone status: not while the account
 * is locked (the route guard would send them to /account-locked; the page has Make Payment).
 */
export function canOpenTransaction(remitoneStatus: string | null | undefined): boolean {
  return mayOpen(routes.transactionDetail, remitoneStatus);
}

/**
 * The list's action for a row: Make Payment while PENDING_CLEARANCE, View Details otherwise. Both
 * open the transaction's page, so a user who may not open it (`canOpen` false) gets none.
 */
export function rowAction(status: string | null | undefined, canOpen = true): RowAction | undefined {
  if (!canOpen) return undefined;
  return isAwaitingPayment(status) ? 'Make Payment' : 'View Details';
}

/** A colour for the status badge (information only; the label carries the meaning). */
export function statusTone(status: string | null | undefined): 'orange' | 'blue' | 'green' | 'red' | 'gray' {
  switch (status) {
    case 'PENDING_CLEARANCE':
      return 'orange';
    case 'AGENT_OK':
    case 'SENT_FOR_PAY':
    case 'HQ_OK':
      return 'blue';
    case 'PROCESSED':
      return 'green';
    case 'ABORTED':
    case 'DELETED':
      return 'red';
    default:
      return 'gray';
  }
}
