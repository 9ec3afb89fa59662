import { useCallback, useEffect, useState } from 'react';
import type { PollResult, Transaction } from '@/api/contract.ts';
import {
  clearPaymentStarted,
  isPaymentSettled,
  paymentOutcome,
  pollKnowsState,
  usePaymentPoll,
  wasPaymentStarted,
} from '@/features/payments';
import { isAwaitingPayment } from '../model/status.ts';

/**
 * The detail page's payment-status poll: it runs while the transaction awaits payment, or was
 * just paid (the user is back from the payment page) until the payment settles; when the poll
 * reports a status other than the one on screen, or reports no state at all (the spec promises
 * only its message), the transaction is fetched again, and its own status settles the payment.
 * Back from the payment page, the payment's outcome ('Oh Yeah!' or 'Oh Snap! ...') once known.
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
  const poll = usePaymentPoll(reference, {
    active,
    onResult: (result: PollResult) => {
      setAnswered(true);
      if (!transaction) return;
      if (
        !pollKnowsState(result) ||
        (result.transaction_status && result.transaction_status !== transaction.status)
      ) {
        void refresh();
      }
      if (justPaid && isPaymentSettled(result)) {
        forget();
        setJustPaid(false);
      }
    },
  });
  const outcome = returned
    ? paymentOutcome(poll.result, answered ? transaction?.status : undefined)
    : undefined;
  return { ...poll, outcome };
}
