/**
 * The Confirmation stages of the other-countries flow (doc 1 §4), in the spec's names, as a pure
 * transition function:
 * - create-transaction: the transaction is created once on entering ('Getting charges...');
 * - (created: 'Charges received successfully!', Make Payment enabled);
 * - initiate-payment: after the declaration and Make Payment, the transaction is confirmed
 *   ('Processing Transaction...');
 * - payment-gateway-redirect: on confirm success the payment is initiated ('Initiating Payment...');
 * - process-complete: the browser goes to payment_url, the flow's state cleared.
 * Money safety (DESIGN.md): each stage's call begins at most once (the stored `begun`), an event
 * for a stage the flow is not in changes nothing, a confirm is only retried with the same
 * trans_session_id, and a reload never creates a second session for the same inputs.
 */
import type { CreatedAmounts } from '@/api/contract.ts';

export type ConfirmationStage =
  | 'create-transaction'
  | 'initiate-payment'
  | 'payment-gateway-redirect'
  | 'process-complete'
  | 'create-error'
  | 'confirm-error';

export interface ConfirmationState {
  stage: ConfirmationStage | null;
  begun: ConfirmationStage[];
  /** What the transaction is for (amounts and beneficiary): other inputs make a new one. */
  inputs: string | null;
  transSessionId: string | null;
  /** The created transaction's own figures (remitter_pay_amount is what is paid). */
  created: CreatedAmounts | null;
  /** When the session was created (this device's clock, ms), to know the transaction again. */
  createdAt: number | null;
  reference: string | null;
  error: string | null;
  /** A confirm got no clear answer (or was cut off): it may have gone through. */
  confirmUnclear: boolean;
}

export type ConfirmationEvent =
  | { type: 'enter'; inputs: string }
  | { type: 'begin'; stage: ConfirmationStage }
  | { type: 'created'; transSessionId: string; amounts: CreatedAmounts; createdAt: number }
  | { type: 'create-failed'; message: string }
  | { type: 'retry-create' }
  | { type: 'make-payment' }
  | { type: 'confirmed'; reference: string }
  | { type: 'confirm-failed'; message: string; unclear?: boolean }
  | { type: 'handed-off' }
  | { type: 'payment-initiated' }
  | { type: 'initiate-failed'; message: string }
  | { type: 'reset' };

export const INITIAL_CONFIRMATION: ConfirmationState = {
  stage: null,
  begun: [],
  inputs: null,
  transSessionId: null,
  created: null,
  createdAt: null,
  reference: null,
  error: null,
  confirmUnclear: false,
};

const running = (state: ConfirmationState, stage: ConfirmationStage) =>
  state.stage === stage && state.begun.includes(stage);
const without = (begun: ConfirmationStage[], stage: ConfirmationStage) => begun.filter((s) => s !== stage);

/**
 * True from Make Payment until the flow ends or stops on an error, and while the transaction is
 * being created: Make Payment stays disabled, the flow may not be reset or left.
 */
export function confirmationUnderway(state: ConfirmationState): boolean {
  switch (state.stage) {
    case 'create-transaction':
    case 'initiate-payment':
      return true;
    case 'payment-gateway-redirect':
      return state.error === null;
    default:
      return false;
  }
}

/**
 * Make Payment may be pressed: the transaction was created and nothing is under way (or a retry
 * after a confirm or payment error).
 */
export function canMakePayment(state: ConfirmationState): boolean {
  if (!state.created || !state.transSessionId) return false;
  if (state.stage === null || state.stage === 'confirm-error') return true;
  return state.stage === 'payment-gateway-redirect' && state.error !== null;
}

/** The state after an event; the same object when the event does not apply. */
export function nextConfirmation(state: ConfirmationState, event: ConfirmationEvent): ConfirmationState {
  switch (event.type) {
    case 'enter':
      // The same transaction (a reload, coming back from Beneficiary unchanged) is never made again.
      if (state.inputs === event.inputs) return state;
      if (confirmationUnderway(state) || state.stage === 'confirm-error' || state.reference !== null)
        return state;
      return { ...INITIAL_CONFIRMATION, stage: 'create-transaction', inputs: event.inputs };
    case 'begin':
      if (state.stage !== event.stage || state.begun.includes(event.stage)) return state;
      if (event.stage === 'payment-gateway-redirect' && state.error !== null) return state;
      return { ...state, begun: [...state.begun, event.stage] };
    case 'created':
      if (!running(state, 'create-transaction')) return state;
      return {
        ...state,
        stage: null,
        begun: [],
        transSessionId: event.transSessionId,
        created: event.amounts,
        createdAt: event.createdAt,
      };
    case 'create-failed':
      if (!running(state, 'create-transaction')) return state;
      return { ...state, stage: 'create-error', begun: [], error: event.message };
    case 'retry-create':
      if (state.stage !== 'create-error') return state;
      return { ...state, stage: 'create-transaction', begun: [], error: null };
    case 'make-payment':
      if (!canMakePayment(state)) return state;
      if (state.stage === 'payment-gateway-redirect')
        return { ...state, begun: without(state.begun, 'payment-gateway-redirect'), error: null };
      return {
        ...state,
        stage: 'initiate-payment',
        begun: without(state.begun, 'initiate-payment'),
        error: null,
      };
    case 'confirmed':
      if (!running(state, 'initiate-payment')) return state;
      return { ...state, stage: 'payment-gateway-redirect', reference: event.reference };
    case 'confirm-failed':
      if (!running(state, 'initiate-payment')) return state;
      return {
        ...state,
        stage: 'confirm-error',
        error: event.message,
        confirmUnclear: state.confirmUnclear || Boolean(event.unclear),
      };
    case 'handed-off':
      if (!running(state, 'initiate-payment')) return state;
      return { ...INITIAL_CONFIRMATION, stage: 'process-complete' };
    case 'payment-initiated':
      if (!running(state, 'payment-gateway-redirect') || state.error !== null) return state;
      return { ...INITIAL_CONFIRMATION, stage: 'process-complete' };
    case 'initiate-failed':
      if (!running(state, 'payment-gateway-redirect')) return state;
      return { ...state, error: event.message };
    case 'reset':
      return confirmationUnderway(state) ? state : INITIAL_CONFIRMATION;
  }
}

/**
 * What to do with a stored state on (re)load, for a stage whose call began with no outcome and no
 * call running in this page (a reload cut it off). Its call is never made again by itself:
 * - create: the create may or may not have answered; only a session, not a transaction, may
 *   exist, so it counts as failed and the sender retries;
 * - confirm: it may have gone through; confirm-error, the retry reuses the session;
 * - initiate: the payment page may be asked for again for the same reference;
 * - complete: the flow ended; a new one may start.
 */
export type ConfirmationRecovery = 'none' | 'create' | 'confirm' | 'initiate' | 'complete';

export function confirmationRecovery(
  state: ConfirmationState,
  runningHere: ReadonlySet<ConfirmationStage>,
): ConfirmationRecovery {
  const { stage } = state;
  if (stage === 'process-complete') return 'complete';
  if (stage === null || !state.begun.includes(stage) || runningHere.has(stage)) return 'none';
  if (stage === 'create-transaction') return 'create';
  if (stage === 'initiate-payment') return 'confirm';
  if (stage === 'payment-gateway-redirect' && state.error === null) return 'initiate';
  return 'none';
}
