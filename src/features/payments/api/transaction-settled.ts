import { api } from '@/lib/http.ts';

/**
 * GET /remitter/transactions/:id: whether the transaction no longer awaits payment (its status
 * moved on from PENDING_CLEARANCE), for when the payment poll says nothing of the state.
 */
export async function transactionSettled(reference: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.call('portal', 'GET /remitter/transactions/:id', {
    params: { id: reference },
    signal,
  });
  const status = answer.result?.status;
  return typeof status === 'string' && status !== 'PENDING_CLEARANCE';
}
