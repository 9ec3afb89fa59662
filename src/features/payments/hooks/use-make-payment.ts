import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Transaction } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useUiOptions } from '@/features/ui-options';
import { useCall } from '@/lib/use-call.ts';
import { startPayment } from '../api/start-payment.ts';
import { paymentMethodId } from '../model/payment-method.ts';
import { paymentInitErrors } from '../model/payment-errors.ts';
import { paymentReturnUrl } from '../model/return-url.ts';

/** The transaction fields a payment needs. */
export type PayableTransaction = Pick<
  Transaction,
  'trans_ref' | 'payment_method' | 'currency' | 'remitt_pay' | 'member_id'
>;

export interface MakePayment {
  /** Starts the payment (once: later presses are ignored until it fails or the page is left). */
  pay: () => void;
  /** True from the first press until the page is left (or the start failed). */
  busy: boolean;
  /** The errors to show (spec §8), 'Payment Not Initiated.' left out where hidden. */
  errors: string[];
  clearErrors: () => void;
}

/**
 * Make Payment: POST /payments/initiate with the user's remitter id, the reference, the method,
 * the currency, the total to pay and the return URL, then the browser goes to `payment_url`.
 * A second press does nothing; the button stays disabled until the page is left. If the start
 * fails, 'Payment initiation failed. Please try again.' shows, then the server's messages, and
 * the user may press again (nothing was charged).
 */
export function useMakePayment(
  transaction: PayableTransaction | undefined,
  { hideNotInitiated }: { hideNotInitiated: boolean },
): MakePayment {
  const user = useAtomValue(sessionUserAtom);
  const options = useUiOptions();
  const pressed = useRef(false);
  const [leaving, setLeaving] = useState(false);
  // `leaving` is set in the same step as the call's success, so the button never flickers back.
  const start = useCallback(
    (body: Parameters<typeof startPayment>[0]) => startPayment(body, () => setLeaving(true)),
    [],
  );
  const call = useCall(start);
  const { run, clearError } = call;

  useEffect(() => {
    // Back from the payment page through the browser's cache: the page is live again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      pressed.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = useCallback(() => {
    if (pressed.current || !transaction) return;
    pressed.current = true;
    const reference = transaction.trans_ref;
    void run({
      member_id: user?.remitter_id || transaction.member_id,
      transaction_reference: reference,
      payment_method: paymentMethodId(transaction.payment_method),
      currency: transaction.currency,
      amount: transaction.remitt_pay,
      return_url: paymentReturnUrl({
        origin: window.location.origin,
        reference,
        paymentMethod: transaction.payment_method,
        options,
        country: user?.country,
      }),
    }).then((url) => {
      if (url === undefined) pressed.current = false;
    });
  }, [transaction, user, options, run]);

  const { error } = call;
  const errors = useMemo(
    () => (error ? paymentInitErrors(error.messages, { hideNotInitiated }) : []),
    [error, hideNotInitiated],
  );
  return { pay, busy: call.loading || leaving, errors, clearErrors: clearError };
}
