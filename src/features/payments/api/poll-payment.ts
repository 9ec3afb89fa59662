import type { PollResult } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** POST /payments/poll: where the payment of a transaction stands, with the server's message. */
export async function pollPayment(reference: string, signal?: AbortSignal): Promise<PollResult> {
  const answer = await api.call('portal', 'POST /payments/poll', {
    body: { transaction_reference: reference },
    signal,
  });
  return answer.result;
}
