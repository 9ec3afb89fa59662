import { useCallback, useEffect, useRef, useState } from 'react';
import type { PollResult, Transaction } from '@/api/contract.ts';
import {
  clearPaymentStarted,
  isPaymentFailure,
  isPaymentSettled,
  paymentOutcome,
  pollKnowsState,
  readsTransaction,
  usePaymentPoll,
  wasPaymentStarted,
} from '@/features/payments';
import { isAwaitingPayment } from '../model/status.ts';

/**
 * The detail page's payment-status poll: it runs while the transaction awaits payment, or was
 * just paid (the user is back from the payment page) until the payment settles; when the poll
 * reports a status other than the one on screen, or, reporting no state (the spec promises only
 * its message), a new message (and otherwise every half minute, never on every poll), the
 * transaction is fetched again, and its own status settles the payment. Back from the payment
 * page, the payment's outcome ('Oh Yeah!', or 'Oh Snap! ...' when the poll answers its failure).
 */
export function useTransactionPoll(
  slug: string,
  transaction: Transaction | undefined,
  refresh: () => Promise<void>,
) {
  const [justPaid, setJustPaid] = useState(() => wasPaymentStarted(slug));
  // Back from the payment page on this visit: its outcome is shown once known.
  const [returned] = useState(justPaid);
  const [answered, setAnswered] = useState(false);
  const reference = transaction?.trans_ref ?? slug;
  const awaiting = transaction !== undefined && isAwaitingPayment(transaction.status);
  // Paid and moved on (as the refreshed transaction says), once the poll has answered (its
  // message is shown): the payment has settled.
  const movedOn = answered && transaction !== undefined && !awaiting;
  const waiting = justPaid && !movedOn;
  const active = transaction !== undefined && (awaiting || waiting);
  const forget = useCallback(() => {
    clearPaymentStarted(reference);
    if (reference !== slug) clearPaymentStarted(slug);
  }, [reference, slug]);
  useEffect(() => {
    if (justPaid && movedOn) forget();
  }, [justPaid, movedOn, forget]);
  // The poll's last message and the answers since the transaction was last read.
  const lastRead = useRef<{ message: string | undefined; since: number } | null>(null);
  const poll = usePaymentPoll(reference, {
    active,
    onResult: (result: PollResult) => {
      setAnswered(true);
      if (!transaction) return;
      const read = lastRead.current;
      const stateless = !pollKnowsState(result);
      const reads = stateless
        ? read === null || readsTransaction(read.message, result.message, read.since + 1)
        : Boolean(result.transaction_status && result.transaction_status !== transaction.status);
      lastRead.current = { message: result.message, since: reads ? 0 : (read?.since ?? 0) + 1 };
      if (reads) void refresh();
      if (justPaid && isPaymentSettled(result)) {
        forget();
        setJustPaid(false);
      }
    },
  });
  const failed = isPaymentFailure(poll.error);
  const outcome = returned
    ? paymentOutcome(poll.result, answered || failed ? transaction?.status : undefined, failed)
    : undefined;
  return { ...poll, outcome };
}
