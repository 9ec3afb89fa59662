import type { CrossBorderTransactionRequest, NewTransactionResult } from '@/api/contract.ts';
import { TRANSACTION_CREATE_FAILED } from '@/remittance/model/messages.ts';
import { ApiError } from '@/lib/api-error.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { api } from '@/lib/http.ts';
import { toAmount } from '@/lib/money.ts';
import { TOKEN_NOT_FOUND } from '../model/messages.ts';

/** The partner create needs the sender's token: without it, nothing is sent (spec §8). */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
  constructor() {
    super(TOKEN_NOT_FOUND);
  }
}

/**
 * POST /remitter/transactions/terrapay: opens the cross-border transaction session, answered with
 * doc 1 §3's cross-border result. An answer without a session id or a total to pay is a failure
 * ('Failed to create transaction'): the payment must ask for the server's figure.
 */
export async function createCrossBorderTransaction(
  body: CrossBorderTransactionRequest,
): Promise<NewTransactionResult> {
  if (!readAccessToken()) throw new MissingTokenError();
  const answer = await api.call('portal', 'POST /remitter/transactions/terrapay', { body });
  const result = answer.result;
  const pay = toAmount(result?.remitter_pay_amount);
  if (!result?.trans_session_id || pay === undefined || !(pay > 0)) {
    throw new ApiError('status', {
      body: { status: 'FAIL', result: { message: TRANSACTION_CREATE_FAILED } },
    });
  }
  return { ...result, remitter_pay_amount: pay };
}
