import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { Beneficiary } from '@/api/contract.ts';
import { canPay, useCheckoutActions, type CheckoutActions, type CheckoutState } from '@/features/payments';
import { crossBorderFlow } from '../flow.ts';
import { checkoutAtom } from '../state.ts';
import { crossBorderCheckout, madeFor } from './payment-run.ts';

export interface PaymentActions extends Omit<CheckoutActions, 'request'> {
  /**
   * Creates the transaction for what the screen shows, unless it was created for it already, or
   * its create failed (then only `retry`, Try again, makes it: never again by itself).
   */
  enter: (inputs: string, beneficiary: Beneficiary, receive: number, retry?: boolean) => void;
  /** Make Payment may be pressed for what the screen shows. */
  canPay: (inputs: string) => boolean;
  /** Make Payment (online only: the caller checks). */
  makePayment: (inputs: string) => void;
}

/**
 * The Confirmation of the other-countries flow on the shared checkout: created once on entering,
 * confirmed and paid on Make Payment, each call once even across a reload, a double click or a
 * duplicated tab. The step's module brings the runner (the page loads it sooner only to recover).
 */
export function usePaymentActions(state: CheckoutState): PaymentActions {
  const store = useStore();
  const { prepare, request, back } = useCheckoutActions(crossBorderCheckout);
  const enter = useCallback(
    (inputs: string, beneficiary: Beneficiary, receive: number, retry = false) => {
      const current = store.get(checkoutAtom);
      if (!retry && current.failed === 'create' && current.inputs === inputs) return;
      if (retry) crossBorderFlow.notify(store, null);
      void request({ inputs, pay: false, madeFor: madeFor(beneficiary, receive) });
    },
    [store, request],
  );
  const makePayment = useCallback(
    (inputs: string) => {
      crossBorderFlow.notify(store, null);
      void request({ inputs, pay: true, madeFor: null });
    },
    [store, request],
  );
  const canPayFor = useCallback((inputs: string) => canPay(state, inputs), [state]);
  return { prepare, back, enter, canPay: canPayFor, makePayment };
}
