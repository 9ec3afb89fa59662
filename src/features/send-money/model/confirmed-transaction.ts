import type { Transaction } from '@/api/contract.ts';
import { parseApiDate } from '@/features/transactions';
import { toAmount } from '@/lib/money.ts';

/** What the flow's transaction was made for, to know it again in the user's list. */
export interface MadeFor {
  /** The beneficiary's mobile (+263...). */
  beneficiaryMobile: string;
  /** The receiving amount the transaction sent. */
  receive: number;
  /** When the flow created its transaction session (this device's clock, ms). */
  createdAt: number;
}

/** A server clock may run behind the phone's: transactions this much older still count. */
export const CLOCK_ALLOWANCE_MS = 10 * 60_000;

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The transaction a lost confirm made: the newest awaiting payment (PENDING_CLEARANCE) for the
 * same beneficiary (mobile) and receiving amount, created since the flow's create. Null when none
 * matches: the flow cannot tell which transaction it made.
 */
export function confirmedTransactionFor(
  transactions: readonly Transaction[],
  made: MadeFor,
): Transaction | null {
  const since = made.createdAt - CLOCK_ALLOWANCE_MS;
  const mobile = digits(made.beneficiaryMobile);
  const matches = transactions
    .map((transaction) => ({ transaction, at: parseApiDate(transaction.creation_date)?.getTime() }))
    .filter(
      ({ transaction, at }) =>
        transaction.status === 'PENDING_CLEARANCE' &&
        toAmount(transaction.dest_amount) === made.receive &&
        mobile !== '' &&
        digits(transaction.benef_mobile) === mobile &&
        at !== undefined &&
        at >= since,
    )
    .sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
  return matches[0]?.transaction ?? null;
}
