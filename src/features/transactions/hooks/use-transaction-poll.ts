import { useState } from 'react';
import type { PollResult, Transaction } from '@/api/contract.ts';
import {
  clearPaymentStarted,
  isPaymentSettled,
  usePaymentPoll,
  wasPaymentStarted,
} from '@/features/payments';
import { isAwaitingPayment } from '../model/status.ts';

/**
 * The detail page's payment-status poll: it runs while the transaction awaits payment, or was
 * just paid (the user is back from the payment page) until the payment settles; when the poll
 * reports a status other than the one on screen, the transaction is fetched again.
 */
export function useTransactionPoll(
  slug: string,
  transaction: Transaction | undefined,
  refresh: () => Promise<void>,
) {
  const [justPaid, setJustPaid] = useState(() => wasPaymentStarted(slug));
  const reference = transaction?.trans_ref ?? slug;
  const active = transaction !== undefined && (isAwaitingPayment(transaction.status) || justPaid);
  return usePaymentPoll(reference, {
    active,
    onResult: (result: PollResult) => {
      if (transaction && result.transaction_status && result.transaction_status !== transaction.status) {
        void refresh();
      }
      if (justPaid && isPaymentSettled(result)) {
        clearPaymentStarted(reference);
        if (reference !== slug) clearPaymentStarted(slug);
        setJustPaid(false);
      }
    },
  });
}
