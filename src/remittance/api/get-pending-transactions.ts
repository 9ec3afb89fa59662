import type { PendingTransactionsResult } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import { toList } from '@/lib/one-or-many.ts';

/** GET /remitter/pending-transactions: the pending notice and the compliance hold. */
export async function getPendingTransactions(): Promise<PendingTransactionsResult> {
  const answer = await api.call('portal', 'GET /remitter/pending-transactions');
  return { ...answer.result, transactions: toList(answer.result.transactions) };
}
