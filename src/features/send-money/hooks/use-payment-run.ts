import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useCheckout, type Checkout } from '@/features/payments';
import { QUOTE_MISSING } from '../model/payment-messages.ts';
import { CONFIRM_ERROR, NEXT } from '../model/steps.ts';
import { zimbabweStage, type Stage, type StageState } from '../model/stages.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { stageStateAtom, stepAtom } from '../state.ts';
import type { RunNotice } from '@/remittance/wizard/flow-store.ts';
import { zimbabweFlow } from '../flow.ts';
import { moveStep } from './payment-run-state.ts';
import { beforeCheckout, recoverSenderStage, screenInputs, zimbabweCheckout } from './payment-stages.ts';

/** The payment run as the Confirmation step and the page use it. */
export interface PaymentRun {
  checkout: Checkout;
  sender: StageState;
  /** The spec's stage name of the page (doc 1 §4 'Zimbabwe send page stages'). */
  stage: Stage | null;
  /** From the first press of Make Payment until the flow ends or stops on an error. */
  underway: boolean;
  /** Make Payment may be pressed (nothing under way). */
  canPay: boolean;
  notice: RunNotice | null;
  dismissNotice: () => void;
  /** Starts the payment (or retries it). Online only: the caller checks. */
  makePayment: () => void;
  /** Back from Confirmation: true when the sender was taken to a confirmed transaction instead. */
  back: () => boolean;
}

/**
 * The payment run of the Zimbabwe flow: Make Payment registers the sender and adds a new
 * beneficiary when needed (the flow's own stages), then the shared checkout creates, confirms and
 * pays the transaction for exactly what the Confirmation screen shows; nothing is created or
 * confirmed twice, even across a reload or in a duplicated tab. Mount it once, on the send page.
 */
export function usePaymentRun(): PaymentRun {
  const store = useStore();
  const checkout = useCheckout(zimbabweCheckout);
  const sender = useAtomValue(stageStateAtom);
  const step = useAtomValue(stepAtom);
  const notice = useAtomValue(zimbabweFlow.notice);
  useLayoutEffect(() => recoverSenderStage(store), [store]);
  useEffect(() => recoverSenderStage(store), [store]);

  const underway = sender.stage !== null || checkout.underway;
  useEffect(() => {
    // Transaction Status with nothing under way (e.g. state reset elsewhere): back to Confirmation.
    if (step === 'status' && !underway && checkout.state.stage !== 'complete') moveStep(store, CONFIRM_ERROR);
  }, [store, step, underway, checkout.state.stage]);

  const { request } = checkout;
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
  const dismissNotice = useCallback(() => zimbabweFlow.notify(store, null), [store]);

  return {
    checkout,
    sender,
    stage: zimbabweStage(sender, checkout.state),
    underway,
    canPay: !underway,
    notice,
    dismissNotice,
    makePayment,
    back: checkout.back,
  };
}
