import { navigate } from 'wouter/use-browser-location';
import { href, routes } from '@/config/paths.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { listTransactions } from '../api/created-transaction.ts';
import { CONFIRMED_HANDED_OFF, PAYMENT_PAGE_LEFT } from '../model/payment-messages.ts';
import { beneficiaryMobile, receivingAmount } from '../model/payment-requests.ts';
import type { Stage } from '../model/stages.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import { beneficiaryChoiceAtom, quoteAtom, stageStateAtom } from '../state.ts';
import { clearFlow, dispatch, moveStep, showNotice, type Store } from './payment-run-state.ts';

/** How long the alert of a failed stage stays (spec §9). */
export const STAGE_ERROR_MS: Partial<Record<Stage, number>> = {
  'remit-one': SEND_ERROR_MS.remitOne,
  'add-beneficiary': SEND_ERROR_MS.beneficiary,
  'new-transaction': SEND_ERROR_MS.newTransaction,
  'confirm-transaction': SEND_ERROR_MS.confirm,
  'initiate-payment': SEND_ERROR_MS.paymentInitiation,
};

/** A stage failed (before confirm, or initiating payment): its messages, back to Confirmation. */
export function stageFailed(store: Store, messages: string[], timeoutMs: number): void {
  if (!dispatch(store, { type: 'failed', message: messages.join(' ') }).changed) return;
  showNotice(store, { messages, timeoutMs });
  moveStep(store, 'confirm-error');
}

/**
 * Confirming failed: confirm-error, its messages, back to Confirmation (a retry reuses the
 * session). `unclear`: it may have gone through, so a failing retry looks for what it made.
 */
export function confirmFailed(store: Store, messages: string[], unclear = false): void {
  if (!dispatch(store, { type: 'confirm-failed', message: messages.join(' '), unclear }).changed) return;
  showNotice(store, { messages, timeoutMs: SEND_ERROR_MS.confirm });
  moveStep(store, 'confirm-error');
}

/** The flow ends without paying here: its state cleared, the sender taken to `path` with a note. */
function endFlowAt(store: Store, path: string, note: string): void {
  if (!dispatch(store, { type: 'handed-off' }).changed) return;
  clearFlow(store);
  setFlashNotice(path, note);
  navigate(path);
}

/**
 * A confirm may have gone through without the app hearing: looks for the transaction it made
 * (the newest awaiting payment for the same beneficiary and amount since the create) and, found,
 * takes the sender to it to pay there. False when none matches or the list cannot be read.
 */
export async function handOffConfirmed(store: Store): Promise<boolean> {
  const { createdAt } = store.get(stageStateAtom);
  const choice = store.get(beneficiaryChoiceAtom);
  const receive = receivingAmount(store.get(quoteAtom));
  if (!choice || receive === null || !createdAt) return false;
  let transactions, lookup;
  try {
    // A rare path: its rule (and the date parsing it needs) loads only when it runs.
    [transactions, lookup] = await Promise.all([
      listTransactions(),
      import('../model/confirmed-transaction.ts'),
    ]);
  } catch {
    return false;
  }
  const found = lookup.confirmedTransactionFor(transactions, {
    beneficiaryMobile: beneficiaryMobile(choice),
    receive,
    createdAt,
  });
  if (!found) return false;
  endFlowAt(store, href.transactionDetail(found.trans_ref), CONFIRMED_HANDED_OFF);
  return true;
}

/** Confirmed, but the answer names no reference and the list shows no match: pay from Transactions. */
export function confirmedWithoutReference(store: Store): void {
  endFlowAt(store, routes.transactions.pattern, PAYMENT_PAGE_LEFT);
}

/** Just before the browser leaves for the payment page: the flow is over, its state cleared. */
export function leaveForPayment(store: Store, paymentUrl: string): void {
  if (!dispatch(store, { type: 'payment-initiated', paymentUrl }).changed) return;
  dispatch(store, { type: 'redirected' });
  clearFlow(store);
}
