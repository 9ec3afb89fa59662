import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useCheckoutActions } from '@/features/payments';
import { QUOTE_MISSING } from '../model/payment-messages.ts';
import { NEXT } from '../model/steps.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { zimbabweFlow } from '../flow.ts';
import { moveStep } from './payment-run-state.ts';
import { beforeCheckout, screenInputs, zimbabweCheckout } from './payment-stages.ts';

export interface PaymentActions {
  /** Gives the checkout its id (the Confirmation screen is shown). */
  prepare: () => void;
  /** Starts the payment (or retries it). Online only: the caller checks. */
  makePayment: () => void;
  /** Back from Confirmation: true when the sender was taken to a confirmed transaction instead. */
  back: () => boolean;
}

/**
 * The Confirmation step's actions on the Zimbabwe checkout; the step's module brings the runner
 * (the page loads it sooner only to recover, usePaymentRun).
 */
export function usePaymentActions(): PaymentActions {
  const store = useStore();
  const { prepare, request, back } = useCheckoutActions(zimbabweCheckout);
  const makePayment = useCallback(() => {
    const screen = screenInputs(store);
    if (!screen) {
      zimbabweFlow.notify(store, { messages: [QUOTE_MISSING], timeoutMs: SEND_ERROR_MS.newTransaction });
      return;
    }
    zimbabweFlow.notify(store, null);
    moveStep(store, NEXT);
    void request({
      inputs: screen.inputs,
      pay: true,
      madeFor: screen.madeFor,
      before: () => beforeCheckout(store),
    });
  }, [store, request]);
  return { prepare, makePayment, back };
}
