import type { On } from '../lib/typed-routes.ts';
import type { ConfirmRequest, FailureBody, PortalCalls } from '../../src/api/contract.ts';
import { jsonBody, text } from '../lib/body.ts';
import { fieldErrors, Problems } from '../lib/responses.ts';
import { corridorByCode } from '../data/corridors.ts';
import { beneficiaryOf } from '../lib/beneficiaries-store.ts';
import { clearOpenSessions, markConfirmed, sessionById } from '../lib/sessions-store.ts';
import { insertTransaction, nextReference } from '../lib/transactions-store.ts';
import { buildTransaction } from '../lib/transaction-builder.ts';
import { accountRefusal, checkSendRules } from '../lib/send-rules.ts';
import { paymentMethodFor } from '../rules/payment-methods.ts';

/** Confirm's quirk: a failure is HTTP 200 with status FAIL, result.errors and result.message. */
function confirmFailure(error: string, field?: string): FailureBody {
  return { status: 'FAIL', result: { errors: [field ? { field, error } : { error }], message: error } };
}

/**
 * POST /remitter/transactions/confirm turns an open session of the user into exactly one
 * transaction, awaiting payment (PENDING_CLEARANCE). An unknown, someone else's, cleared or
 * already confirmed session answers HTTP 200 with status FAIL and creates nothing. The rules are
 * checked again: another transfer may have been confirmed since the quote.
 * POST /remitter/transactions/clear drops the user's open sessions.
 */
export function registerTransactionConfirmRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/transactions/confirm', async (c) => {
    const { deps, user } = c.var;
    const refusal = accountRefusal(c, user);
    if (refusal) return refusal;
    const body = await jsonBody<ConfirmRequest>(c);
    const sessionId = text(body.trans_session_id);
    const methodId = text(body.payment_method);
    const method = methodId ? paymentMethodFor(deps.uiOptions, user.country, methodId) : undefined;
    const problems = new Problems()
      .check(sessionId !== '', 'trans_session_id', 'The transaction session id field is required.')
      .check(!methodId || method !== undefined, 'payment_method', 'The selected payment method is invalid.');
    if (problems.any) return fieldErrors(c, problems.items);

    const session = sessionById(deps.db, sessionId);
    if (!session || session.userId !== user.id) {
      return confirmFailure('The transaction session was not found.', 'trans_session_id');
    }
    if (session.state === 'confirmed') {
      return confirmFailure('This transaction has already been confirmed.', 'trans_session_id');
    }
    if (session.state === 'cleared') {
      return confirmFailure('This transaction session was cleared. Please start again.', 'trans_session_id');
    }

    const s = session.data;
    const beneficiary = beneficiaryOf(deps.db, user.id, s.beneficiary_id);
    const corridor = corridorByCode(s.destination_code);
    const paymentMethod = method ?? paymentMethodFor(deps.uiOptions, user.country, s.payment_method);
    if (!beneficiary || !corridor || !paymentMethod || !user.remitter_id) {
      return confirmFailure(
        'The transaction can no longer be confirmed. Please start again.',
        'trans_session_id',
      );
    }
    const failure = checkSendRules(deps, user, s.flow, s.quote, 'amount_to_send', s.promo_code);
    if (failure) {
      return failure.kind === 'hold'
        ? confirmFailure(failure.message)
        : confirmFailure(failure.error, failure.field);
    }

    const now = deps.now();
    const memberId = user.remitter_id;
    const created = deps.db.transaction(() => {
      // Contract variance: references of digits only, as some real servers make them.
      const reference = nextReference(deps.db, deps.variance.numericIds ? '' : corridor.code);
      if (!markConfirmed(deps.db, session.id, reference.trans_ref)) return null;
      const data = buildTransaction({
        reference,
        country: user.country,
        memberId,
        beneficiary,
        corridor,
        quote: s.quote,
        paymentMethod,
        purpose: s.purpose,
        transType: s.trans_type,
        promoCode: s.promo_code,
        createdAt: now,
      });
      return insertTransaction(deps.db, {
        userId: user.id,
        status: 'PENDING_CLEARANCE',
        createdAt: now,
        data,
      });
    })();
    if (!created) return confirmFailure('This transaction has already been confirmed.', 'trans_session_id');

    // The reference both beside the status (the calls table) and inside result (another reading).
    return {
      status: 'SUCCESS',
      reference_number: created.trans_ref,
      result: {
        reference_number: created.trans_ref,
        trans_ref: created.trans_ref,
        message: 'Transaction confirmed. It is awaiting payment.',
      },
    };
  });

  on('POST /remitter/transactions/clear', (c) => {
    const { deps, user } = c.var;
    return { status: 'SUCCESS', result: { cleared: clearOpenSessions(deps.db, user.id) } };
  });
}
