import type { Stage } from '../model/stages.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
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

/** Confirming failed: confirm-error, its messages, back to Confirmation (a retry reuses the session). */
export function confirmFailed(store: Store, messages: string[]): void {
  if (!dispatch(store, { type: 'confirm-failed', message: messages.join(' ') }).changed) return;
  showNotice(store, { messages, timeoutMs: SEND_ERROR_MS.confirm });
  moveStep(store, 'confirm-error');
}

/** Just before the browser leaves for the payment page: the flow is over, its state cleared. */
export function leaveForPayment(store: Store, paymentUrl: string): void {
  if (!dispatch(store, { type: 'payment-initiated', paymentUrl }).changed) return;
  dispatch(store, { type: 'redirected' });
  clearFlow(store);
}
