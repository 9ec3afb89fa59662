import type { Transaction } from '@/api/contract.ts';
import { parseApiDate } from './dates.ts';

const time = (transaction: Transaction) => parseApiDate(transaction.creation_date)?.getTime() ?? 0;
const idNumber = (transaction: Transaction) => Number(transaction.trans_id) || 0;

/** Newest first (by creation date, then by id); a new array. */
export function newestFirst(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => time(b) - time(a) || idNumber(b) - idNumber(a));
}
