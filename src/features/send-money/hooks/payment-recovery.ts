import {
  PAYMENT_PAGE_INTERRUPTED,
  PAYMENT_PAGE_LEFT,
  CONFIRM_INTERRUPTED,
  PAYMENT_INTERRUPTED,
} from '../model/payment-messages.ts';
import { recoveryFor } from '../model/payment-recovery.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import { stageStateAtom } from '../state.ts';
import { clearFlow, dispatch, runningStages, showNotice, type Store } from './payment-run-state.ts';
import { STAGE_ERROR_MS, confirmFailed, stageFailed } from './payment-outcomes.ts';

/**
 * On (re)load: a stage whose call began with no outcome and no call running in this page was cut
 * off by a reload. Its call is never made again by itself: before confirm it counts as failed; a
 * confirm may have gone through (confirm-error, the retry reuses the session); a payment page not
 * yet opened may be asked for again. A flow that had ended is cleared for the next one.
 */
export function recoverPaymentRun(store: Store): void {
  const state = store.get(stageStateAtom);
  switch (recoveryFor(state, runningStages(store))) {
    case 'before-confirm':
      stageFailed(
        store,
        [PAYMENT_INTERRUPTED],
        (state.stage && STAGE_ERROR_MS[state.stage]) ?? SEND_ERROR_MS.newTransaction,
      );
      return;
    case 'confirm':
      confirmFailed(store, [CONFIRM_INTERRUPTED], true);
      return;
    case 'initiate':
      stageFailed(store, [PAYMENT_PAGE_INTERRUPTED], SEND_ERROR_MS.paymentInitiation);
      return;
    case 'finished':
      dispatch(store, { type: 'redirected' });
      dispatch(store, { type: 'reset' });
      clearFlow(store);
      showNotice(store, { messages: [PAYMENT_PAGE_LEFT], timeoutMs: SEND_ERROR_MS.paymentInitiation });
      return;
    case 'complete':
      dispatch(store, { type: 'reset' });
      return;
    case 'none':
      return;
  }
}
