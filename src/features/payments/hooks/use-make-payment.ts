import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { InitiatePaymentRequest, Transaction } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { sessionEpochAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { useUiOptions } from '@/features/ui-options';
import { useCall } from '@/lib/use-call.ts';
import { OTHER_TAB_PAYING } from '../model/checkout-messages.ts';
import { paymentMethodId } from '../model/payment-method.ts';
import { paymentInitErrors } from '../model/payment-errors.ts';
import { paymentReturnUrl } from '../model/return-url.ts';

/** The calls of Make Payment, loaded when it is pressed (the page only shows the button). */
const loadPayTransaction = () => import('../api/pay-transaction.ts');

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

/** Another tab is asking for this transaction's payment page: this one does not. */
const otherTabPaying = () =>
  new ApiError('status', { body: { status: 'FAIL', result: { message: OTHER_TAB_PAYING } } });

/**
 * Make Payment on a transaction's page: POST /payments/initiate with the user's remitter id, the
 * reference, the method, the currency, the total to pay and the return URL, then the browser goes
 * to `payment_url`. It takes the transaction's payment lock, as the send flows' checkout does, so
 * two tabs never ask for its payment page at once; and it leaves only if the session it began in
 * is still the tab's (a logout meanwhile, in any tab, keeps the browser here). A second press does
 * nothing; if the start fails, 'Payment initiation failed. Please try again.' shows, then the
 * server's messages, and the user may press again (nothing was charged).
 */
export function useMakePayment(
  transaction: PayableTransaction | undefined,
  { hideNotInitiated }: { hideNotInitiated: boolean },
): MakePayment {
  const store = useStore();
  const user = useAtomValue(sessionUserAtom);
  const options = useUiOptions();
  const pressed = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const start = useCallback(
    async (body: InitiatePaymentRequest, session: number) => {
      const { initiateUnderLock, leaveForPaymentPage } = await loadPayTransaction();
      const locked = await initiateUnderLock(body);
      if (!locked.ran) throw otherTabPaying();
      if (store.get(sessionEpochAtom) !== session) return locked.value;
      // `leaving` is set in the same step as the call's success, so the button never flickers back.
      setLeaving(true);
      leaveForPaymentPage(locked.value, body.transaction_reference);
      return locked.value;
    },
    [store],
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
    const body = {
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
    };
    void run(body, store.get(sessionEpochAtom)).then((url) => {
      if (url === undefined) pressed.current = false;
    });
  }, [transaction, user, options, run, store]);

  const { error } = call;
  const errors = useMemo(
    () => (error ? paymentInitErrors(error.messages, { hideNotInitiated }) : []),
    [error, hideNotInitiated],
  );
  return { pay, busy: call.loading || leaving, errors, clearErrors: clearError };
}
