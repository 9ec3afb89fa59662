import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import {
  canMakePayment,
  confirmationUnderway,
  type ConfirmationState,
} from '../model/confirmation-stages.ts';
import { confirmationAtom, runNoticeAtom, type RunNotice } from '../state.ts';
import {
  beginConfirmationStage,
  enterConfirmation,
  makePayment,
  recoverConfirmation,
  retryCreate,
} from './payment-run.ts';

export interface PaymentRun {
  state: ConfirmationState;
  underway: boolean;
  canPay: boolean;
  notice: RunNotice | null;
  dismissNotice: () => void;
  /** Creates the transaction for these inputs unless it was created for them already. */
  enter: (inputs: string) => void;
  retryCreate: () => void;
  /** Online only: the caller checks. */
  makePayment: () => boolean;
}

/**
 * The Confirmation stages of the other-countries flow, driven by the stored stage machine: each
 * call begins once (even across a reload, a double click or StrictMode's double effects), and a
 * stage cut off by a reload is recovered, never repeated. Mount it once, on the page.
 */
export function usePaymentRun(): PaymentRun {
  const store = useStore();
  const state = useAtomValue(confirmationAtom);
  const notice = useAtomValue(runNoticeAtom);

  useLayoutEffect(() => recoverConfirmation(store), [store]);
  useEffect(() => recoverConfirmation(store), [store]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) recoverConfirmation(store);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [store]);

  useEffect(() => {
    if (state.stage) beginConfirmationStage(store, state.stage);
  }, [store, state]);

  const dismissNotice = useCallback(() => store.set(runNoticeAtom, null), [store]);
  const enter = useCallback((inputs: string) => enterConfirmation(store, inputs), [store]);
  const retry = useCallback(() => retryCreate(store), [store]);
  const pay = useCallback(() => makePayment(store), [store]);

  return {
    state,
    underway: confirmationUnderway(state),
    canPay: canMakePayment(state),
    notice,
    dismissNotice,
    enter,
    retryCreate: retry,
    makePayment: pay,
  };
}
