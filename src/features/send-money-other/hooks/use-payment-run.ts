import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useCheckout, type CheckoutView } from '@/features/payments';
import type { RunNotice } from '@/remittance/wizard/flow-store.ts';
import { crossBorderFlow } from '../flow.ts';
import { crossBorderCheckoutSource } from '../state.ts';

/** The payment run as the page shows it (the Confirmation step's actions: usePaymentActions). */
export interface PaymentRun extends CheckoutView {
  notice: RunNotice | null;
  dismissNotice: () => void;
}

/** The module that creates the flow's checkout runner (it comes with the Confirmation step). */
const loadRunner = () => import('./payment-run.ts');

/**
 * The other-countries flow's checkout on its page: its state and messages, and a call a reload
 * cut off recovered, never repeated. Mount it once, on the page.
 */
export function usePaymentRun(): PaymentRun {
  const store = useStore();
  const checkout = useCheckout(crossBorderCheckoutSource, loadRunner);
  const notice = useAtomValue(crossBorderFlow.notice);
  const dismissNotice = useCallback(() => crossBorderFlow.notify(store, null), [store]);
  return { ...checkout, notice, dismissNotice };
}
