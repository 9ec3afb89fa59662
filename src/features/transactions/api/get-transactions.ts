import type { Transaction } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import { toList } from '@/lib/one-or-many.ts';

/** Rows the app can key and show: they must carry a reference. */
const hasReference = (row: unknown): row is Transaction =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as Transaction).trans_ref === 'string' &&
  (row as Transaction).trans_ref.trim() !== '';

/** GET /remitter/transactions: the user's transactions (the API sends one, a list or none). */
export async function getTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const answer = await api.call('portal', 'GET /remitter/transactions', { signal });
  return toList(answer.result?.transactions).filter(hasReference);
}

/** GET /remitter/transactions/:id: one transaction by its reference (or id). */
export async function getTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  const answer = await api.call('portal', 'GET /remitter/transactions/:id', { params: { id }, signal });
  return answer.result;
}
