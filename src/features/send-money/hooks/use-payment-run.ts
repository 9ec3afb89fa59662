import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { sessionUserAtom } from '@/features/auth';
import { QUOTE_MISSING } from '../model/payment-messages.ts';
import { paymentInputs, sameInputs } from '../model/payment-inputs.ts';
import { canMakePayment, paymentUnderway, type StageState } from '../model/stages.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import { amountFormAtom, beneficiaryChoiceAtom, quoteAtom, stageStateAtom, stepAtom } from '../state.ts';
import { recoverPaymentRun } from './payment-recovery.ts';
import {
  dispatch,
  moveStep,
  runNoticeAtom,
  showNotice,
  type RunNotice,
  type Store,
} from './payment-run-state.ts';
import { beginStage } from './payment-stages.ts';

/** The payment run as the Confirmation step and the page use it. */
export interface PaymentRun {
  state: StageState;
  /** From the first press of Make Payment until the flow ends or stops on an error. */
  underway: boolean;
  /** Make Payment may be pressed (nothing under way, or a retry after an error). */
  canPay: boolean;
  notice: RunNotice | null;
  dismissNotice: () => void;
  /** Starts the payment (or retries it); false when it did not start. Online only: the caller checks. */
  makePayment: () => boolean;
}

/**
 * Make Payment after an error retries the same transaction while what it is for is unchanged; if
 * the amount, options or beneficiary changed, it is a new payment (a new beneficiary already
 * added, or a remitter already registered, is kept).
 */
function makePayment(store: Store): boolean {
  const user = store.get(sessionUserAtom);
  const quote = store.get(quoteAtom);
  const choice = store.get(beneficiaryChoiceAtom);
  if (!user || !choice) return false;
  if (!quote) {
    showNotice(store, { messages: [QUOTE_MISSING], timeoutMs: SEND_ERROR_MS.newTransaction });
    return false;
  }
  let state = store.get(stageStateAtom);
  if (state.stage === 'process-complete') state = dispatch(store, { type: 'reset' }).state;
  if (!canMakePayment(state)) return false;

  const inputs = paymentInputs({ form: store.get(amountFormAtom), quote, user, choice });
  let remitterId = user.remitter_id;
  let beneficiaryId = choice.kind === 'saved' ? choice.beneficiary.beneficiary_id : null;
  if (!sameInputs(state.inputs, inputs)) {
    remitterId ??= state.remitterId;
    if (state.inputs?.beneficiary === inputs.beneficiary) beneficiaryId ??= state.beneficiaryId;
    dispatch(store, { type: 'reset' });
  }
  if (!dispatch(store, { type: 'make-payment', remitterId, beneficiaryId, inputs }).changed) return false;
  showNotice(store, null);
  moveStep(store, 'forward');
  return true;
}

/**
 * The payment run of the Zimbabwe flow: Make Payment, then each stage's call in turn (remit-one,
 * add-beneficiary, new-transaction, confirm-transaction, initiate-payment), driven by the stored
 * stage machine so that nothing is created or confirmed twice, even across a reload. Mount it once,
 * on the send page.
 */
export function usePaymentRun(): PaymentRun {
  const store = useStore();
  const state = useAtomValue(stageStateAtom);
  const step = useAtomValue(stepAtom);
  const notice = useAtomValue(runNoticeAtom);

  // Before the first paint (no flash of a flow that ended), and again once the stage atom is mounted
  // (its stored value read): recovery is idempotent.
  useLayoutEffect(() => recoverPaymentRun(store), [store]);
  useEffect(() => recoverPaymentRun(store), [store]);

  useEffect(() => {
    // Back from the payment page through the browser's cache: the ended flow makes way for a new one.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) recoverPaymentRun(store);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [store]);

  useEffect(() => {
    if (state.stage) beginStage(store, state.stage);
  }, [store, state]);

  useEffect(() => {
    // Transaction Status with nothing under way (e.g. state reset elsewhere): back to Confirmation.
    if (step === 'status' && !paymentUnderway(state) && state.stage !== 'process-complete')
      moveStep(store, 'confirm-error');
  }, [store, step, state]);

  const dismissNotice = useCallback(() => showNotice(store, null), [store]);
  const pay = useCallback(() => makePayment(store), [store]);

  return {
    state,
    underway: paymentUnderway(state),
    canPay: canMakePayment(state),
    notice,
    dismissNotice,
    makePayment: pay,
  };
}
