import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Beneficiary } from '@/api/contract.ts';
import { canPay, useCheckout, type Checkout } from '@/features/payments';
import type { RunNotice } from '@/remittance/wizard/flow-store.ts';
import { crossBorderFlow } from '../flow.ts';
import { checkoutAtom } from '../state.ts';
import { crossBorderCheckout, madeFor } from './payment-run.ts';

export interface PaymentRun extends Checkout {
  notice: RunNotice | null;
  dismissNotice: () => void;
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
 * duplicated tab. Mount it once, on the page.
 */
export function usePaymentRun(): PaymentRun {
  const store = useStore();
  const checkout = useCheckout(crossBorderCheckout);
  const notice = useAtomValue(crossBorderFlow.notice);
  const { request, state } = checkout;

  const dismissNotice = useCallback(() => crossBorderFlow.notify(store, null), [store]);
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

  return { ...checkout, notice, dismissNotice, enter, canPay: canPayFor, makePayment };
}
