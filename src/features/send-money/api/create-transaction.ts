import type { NewTransactionRequest, ZimbabweTransactionResult } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';

/** Spec §8: transaction creation failed without a message. */
export const TRANSACTION_CREATE_FAILED = 'Failed to create transaction';

/**
 * POST /remitter/transactions/new: opens a transaction session (nothing is sent until it is
 * confirmed); an answer without a trans_session_id is a failure. Its amounts may be absent.
 */
export async function createTransaction(body: NewTransactionRequest): Promise<ZimbabweTransactionResult> {
  const answer = await api.call('portal', 'POST /remitter/transactions/new', { body });
  if (!answer.result.trans_session_id) {
    throw new ApiError('status', {
      body: { status: 'FAIL', result: { message: TRANSACTION_CREATE_FAILED } },
    });
  }
  return answer.result;
}
