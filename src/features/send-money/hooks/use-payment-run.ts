import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useCheckout, type CheckoutView } from '@/features/payments';
import { CONFIRM_ERROR } from '../model/steps.ts';
import { zimbabweStage, type Stage, type StageState } from '../model/stages.ts';
import { stageStateAtom, stepAtom, zimbabweCheckoutSource } from '../state.ts';
import type { RunNotice } from '@/remittance/wizard/flow-store.ts';
import { zimbabweFlow } from '../flow.ts';
import { moveStep } from './payment-run-state.ts';

/** The payment run as the page shows it (the Confirmation step's actions: usePaymentActions). */
export interface PaymentRun {
  checkout: CheckoutView;
  sender: StageState;
  /** The spec's stage name of the page (doc 1 §4 'Zimbabwe send page stages'). */
  stage: Stage | null;
  /** From the first press of Make Payment until the flow ends or stops on an error. */
  underway: boolean;
  /** Make Payment may be pressed (nothing under way). */
  canPay: boolean;
  /** The runner loads to recover what a reload cut off: the page shows that it is loading. */
  recovering: boolean;
  notice: RunNotice | null;
  dismissNotice: () => void;
}

/** The module that creates the flow's checkout runner (it comes with the Confirmation step). */
const loadRunner = () => import('./payment-stages.ts');

/**
 * The payment run of the Zimbabwe flow on its page: Make Payment registers the sender and adds a new
 * beneficiary when needed (the flow's own stages), then the shared checkout creates, confirms and
 * pays the transaction for exactly what the Confirmation screen shows; nothing is created or
 * confirmed twice, even across a reload or in a duplicated tab. Mount it once, on the send page.
 */
export function usePaymentRun(): PaymentRun {
  const store = useStore();
  const checkout = useCheckout(zimbabweCheckoutSource, loadRunner);
  const sender = useAtomValue(stageStateAtom);
  const step = useAtomValue(stepAtom);
  const notice = useAtomValue(zimbabweFlow.notice);

  const underway = sender.stage !== null || checkout.underway;
  useEffect(() => {
    // Transaction Status with nothing under way (e.g. state reset elsewhere): back to Confirmation.
    if (step === 'status' && !underway && checkout.state.stage !== 'complete') moveStep(store, CONFIRM_ERROR);
  }, [store, step, underway, checkout.state.stage]);
  const dismissNotice = useCallback(() => zimbabweFlow.notify(store, null), [store]);

  return {
    checkout,
    sender,
    stage: zimbabweStage(sender, checkout.state),
    underway,
    canPay: !underway,
    recovering: checkout.recovering,
    notice,
    dismissNotice,
  };
}
