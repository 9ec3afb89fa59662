import type { NewTransactionRequest, ZimbabweTransactionResult } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/**
 * POST /remitter/transactions/new: opens a transaction session (nothing is sent until it is
 * confirmed). The checkout reads its result (a session id, and the amounts it may name).
 */
export async function createTransaction(body: NewTransactionRequest): Promise<ZimbabweTransactionResult> {
  const answer = await api.call('portal', 'POST /remitter/transactions/new', { body });
  return answer.result;
}
