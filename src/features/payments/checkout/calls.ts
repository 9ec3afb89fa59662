import type { CreatedAmounts, InitiatePaymentRequest, Transaction } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import { toAmount } from '@/lib/money.ts';
import { CONFIRM_FAILED, confirmTransaction } from '../api/confirm-transaction.ts';
import { initiatePayment } from '../api/initiate-payment.ts';
import { LOOK_UP_FAILED } from '../model/checkout-messages.ts';
import { PAYMENT_INIT_FAILED } from '../model/payment-errors.ts';
import { UnreadableAnswer, readText, settle, type Answer } from '../model/answer.ts';

/**
 * The checkout's calls, each read as done, failed or unclear (model/answer.ts): the runner decides
 * what to do from that and nothing else.
 */

/** A created session and the figures its answer named (each may be absent). */
export interface Created {
  transSessionId: string;
  created: Partial<CreatedAmounts>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The figures of a create's answer, numbers as numbers (an API may send them as strings). */
export function readCreated(answer: unknown): Created {
  if (!isObject(answer)) throw new UnreadableAnswer('no result');
  const transSessionId = readText(answer.trans_session_id);
  if (!transSessionId) throw new UnreadableAnswer('no trans_session_id');
  const created: Partial<CreatedAmounts> = {};
  for (const field of ['remitter_pay_amount', 'destination_amount', 'source_transfer_amount'] as const) {
    const amount = toAmount(answer[field]);
    if (amount !== undefined) created[field] = amount;
  }
  for (const field of ['source_currency', 'destination_currency'] as const) {
    const text = readText(answer[field]);
    if (text) created[field] = text;
  }
  return { transSessionId, created };
}

/**
 * Confirm: the reference of the transaction it made, or null when the spec's success names none
 * (the transaction exists; which one is looked up).
 */
export function confirm(body: Parameters<typeof confirmTransaction>[0]): Promise<Answer<string | null>> {
  return settle(
    () => confirmTransaction(body),
    (answer) =>
      readText(answer.reference_number) ??
      readText(answer.result?.reference_number) ??
      readText(answer.result?.trans_ref) ??
      null,
    CONFIRM_FAILED,
  );
}

/** The list's `result.transactions`: one item, a list or none; anything else is unreadable. */
function readList(answer: unknown): Transaction[] {
  const result = isObject(answer) ? answer.result : undefined;
  if (!isObject(result)) throw new UnreadableAnswer('no result');
  const list = result.transactions;
  if (list === undefined || list === null) return [];
  const items = Array.isArray(list) ? list : [list];
  if (!items.every(isObject)) throw new UnreadableAnswer('not transactions');
  return items as unknown as Transaction[];
}

/** GET /remitter/transactions: the sender's transactions, read strictly. */
export function listTransactions(): Promise<Answer<Transaction[]>> {
  return settle(() => api.call('portal', 'GET /remitter/transactions'), readList, LOOK_UP_FAILED);
}

/** A confirmed transaction as the payment needs it: whether it awaits payment, and its total. */
export interface Payable {
  awaiting: boolean;
  /** Cancelled or deleted: it was never paid, and never will be. */
  cancelled: boolean;
  /** `remitt_pay`, the server's total to pay; null when the answer names none. */
  total: number | null;
}

/** GET /remitter/transactions/:id: whether the transaction still awaits payment, and its total. */
export function payable(reference: string): Promise<Answer<Payable>> {
  return settle(
    () => api.call('portal', 'GET /remitter/transactions/:id', { params: { id: reference } }),
    (answer) => {
      const status = answer.result?.status;
      if (typeof status !== 'string') throw new UnreadableAnswer('no status');
      const total = toAmount(answer.result?.remitt_pay);
      return {
        awaiting: status === 'PENDING_CLEARANCE',
        cancelled: status === 'ABORTED' || status === 'DELETED',
        total: total !== undefined && total > 0 ? total : null,
      };
    },
    PAYMENT_INIT_FAILED,
  );
}

/** POST /payments/initiate: the payment page's URL (on a configured payment origin only). */
export function initiate(body: InitiatePaymentRequest): Promise<Answer<string>> {
  return settle(
    () => initiatePayment(body),
    (url) => url,
    PAYMENT_INIT_FAILED,
  );
}
