import type { Transaction } from '@/api/contract.ts';
import { parseApiDate } from '@/lib/api-date.ts';
import { toAmount } from '@/lib/money.ts';
import type { MadeFor } from './checkout.ts';

/** What the transaction was made for, and when its session was created (this device's clock, ms). */
export interface LostConfirm extends MadeFor {
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
  made: LostConfirm,
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
