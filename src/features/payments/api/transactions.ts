import type { Transaction } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import { toAmount } from '@/lib/money.ts';
import { toList } from '@/lib/one-or-many.ts';

/** GET /remitter/transactions: the user's transactions, to find one whose confirm answer was lost. */
export async function listTransactions(): Promise<Transaction[]> {
  const answer = await api.call('portal', 'GET /remitter/transactions');
  return toList(answer.result?.transactions);
}

/**
 * GET /remitter/transactions/:id: the confirmed transaction's total to pay (`remitt_pay`, the
 * server's figure), for when its create named no amounts. Null when the answer has none.
 */
export async function transactionTotal(reference: string): Promise<number | null> {
  const answer = await api.call('portal', 'GET /remitter/transactions/:id', { params: { id: reference } });
  const total = toAmount(answer.result?.remitt_pay);
  return total !== undefined && total > 0 ? total : null;
}
