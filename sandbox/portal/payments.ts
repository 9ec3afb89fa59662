import type { On } from '../lib/typed-routes.ts';
import type { InitiatePaymentRequest, PortalCalls } from '../../src/api/contract.ts';
import { jsonBody, text } from '../lib/body.ts';
import { failMessage, fieldErrors, Problems } from '../lib/responses.ts';
import { transactionOf } from '../lib/transactions-store.ts';
import {
  createPayment,
  latestPayment,
  pendingPayment,
  setReturnUrl,
  type PaymentStatus,
} from '../lib/payments-store.ts';
import { accountRefusal } from '../lib/send-rules.ts';
import { checkOwnId, requiredRecord } from '../lib/field-checks.ts';
import { paymentMethodFor } from '../rules/payment-methods.ts';
import { parseAmount } from '../rules/money.ts';

/** The server's text when no payment was started; the app hides exactly this message. */
export const PAYMENT_NOT_INITIATED = 'Payment Not Initiated.';

const POLL_MESSAGES: Record<PaymentStatus, string> = {
  pending: 'The payment has not been completed yet.',
  paid: 'Payment received. Your transaction is being checked by compliance.',
  cancelled: 'The payment was cancelled.',
};

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * POST /payments/initiate starts (or reuses) the hosted payment of a transaction awaiting payment,
 * for exactly its total to pay and currency; POST /payments/poll reports where it stands.
 */
export function registerPaymentRoutes(on: On<PortalCalls>): void {
  on('POST /payments/initiate', async (c) => {
    const { deps, user } = c.var;
    const refusal = accountRefusal(c, user);
    if (refusal) return refusal;
    const body = await jsonBody<InitiatePaymentRequest>(c);
    const problems = new Problems();

    const memberId = text(body.member_id);
    problems.check(memberId !== '', 'member_id', 'The member id field is required.');
    checkOwnId(problems, 'member_id', 'member id', memberId, user.remitter_id);

    const transaction = requiredRecord(
      problems,
      'transaction_reference',
      'transaction reference',
      text(body.transaction_reference),
      (reference) => transactionOf(deps.db, user.id, reference),
    );
    if (transaction) {
      problems.check(
        transaction.status === 'PENDING_CLEARANCE',
        'transaction_reference',
        'This transaction is not awaiting payment.',
      );
    }

    requiredRecord(problems, 'payment_method', 'payment method', text(body.payment_method), (id) =>
      paymentMethodFor(deps.uiOptions, user.country, id),
    );

    const currency = text(body.currency).toUpperCase();
    problems.check(currency !== '', 'currency', 'The currency field is required.');
    if (transaction && currency) {
      problems.check(
        currency === transaction.data.currency,
        'currency',
        `The currency must be ${transaction.data.currency}.`,
      );
    }

    const amount = parseAmount(body.amount);
    problems.check(amount !== null && amount > 0, 'amount', 'The amount must be a number greater than 0.');
    if (transaction && amount !== null && amount > 0) {
      problems.check(
        Math.round(amount * 100) === Math.round(transaction.data.remitt_pay * 100),
        'amount',
        `The amount must be the transaction's total to pay (${transaction.data.remitt_pay.toFixed(2)}).`,
      );
    }

    const returnUrl = text(body.return_url);
    problems.check(
      isHttpUrl(returnUrl),
      'return_url',
      'The return url must be an absolute http or https URL.',
    );
    if (problems.any || !transaction || amount === null) return fieldErrors(c, problems.items);

    let payment = pendingPayment(deps.db, transaction.trans_ref);
    if (payment) setReturnUrl(deps.db, payment.token, returnUrl);
    else {
      payment = createPayment(
        deps.db,
        {
          trans_ref: transaction.trans_ref,
          user_id: user.id,
          amount: transaction.data.remitt_pay,
          currency: transaction.data.currency,
          return_url: returnUrl,
        },
        deps.now(),
      );
    }
    return {
      status: 'SUCCESS',
      payment_url: `${new URL(c.req.url).origin}/pay/${payment.token}`,
      message: 'Payment initiated. Continue to the payment page.',
    };
  });

  on('POST /payments/poll', async (c) => {
    const { deps, user } = c.var;
    const body = await jsonBody<{ transaction_reference: string }>(c);
    const reference = text(body.transaction_reference);
    if (!reference) {
      return fieldErrors(c, [
        { field: 'transaction_reference', error: 'The transaction reference field is required.' },
      ]);
    }
    const transaction = transactionOf(deps.db, user.id, reference);
    if (!transaction) return failMessage(c, 'Transaction not found.', 404);
    const payment = latestPayment(deps.db, transaction.trans_ref);
    if (!payment) return failMessage(c, PAYMENT_NOT_INITIATED, 404);
    // A failed (cancelled) payment is the poll's failure: status FAIL with its message, the call
    // cycle's error (doc 1 §4), which is how a spec-shaped answer says it failed.
    if (payment.state === 'cancelled') {
      return c.json(
        {
          status: 'FAIL',
          result: {
            message: POLL_MESSAGES.cancelled,
            payment_status: payment.state,
            transaction_status: transaction.status,
          },
        },
        200,
      );
    }
    return {
      status: 'SUCCESS',
      result: {
        message: POLL_MESSAGES[payment.state],
        payment_status: payment.state,
        transaction_status: transaction.status,
      },
    };
  });
}
