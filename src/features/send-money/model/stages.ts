/**
 * The payment stages of the Zimbabwe flow (doc 1 §4 'Zimbabwe send page stages') as a pure
 * transition function. A stage names the call to make next; the runner dispatches `begin` before
 * making it and the call's outcome after. Money safety (DESIGN.md): each stage's call begins at
 * most once per flow, an event for a stage the flow is not in (repeated, late, or from a stale
 * tab) changes nothing, and a confirm is only ever retried with the same trans_session_id.
 */
export type Stage =
  | 'remit-one'
  | 'add-beneficiary'
  | 'new-transaction'
  | 'confirm-transaction'
  | 'initiate-payment'
  | 'payment-gateway-redirect'
  | 'process-complete'
  | 'confirm-error';

export interface StageState {
  /** null: no payment under way. */
  stage: Stage | null;
  /** The stages whose call has begun in this flow. */
  begun: Stage[];
  remitterId: string | null;
  /** null while the beneficiary is a new one still to be added. */
  beneficiaryId: string | null;
  transSessionId: string | null;
  reference: string | null;
  paymentUrl: string | null;
  error: string | null;
  /** What the payment was made for (see PaymentInputs); a retry with other inputs is a new payment. */
  inputs: PaymentInputs | null;
  /** The created transaction's total to pay (the server's figure), what the payment asks for. */
  payAmount: number | null;
  /** When the transaction session was created (this device's clock, ms): confirmed ones are newer. */
  createdAt: number | null;
  /** A confirm of this session got no clear answer (or was cut off): it may have gone through. */
  confirmUnclear: boolean;
}

/**
 * Keys of what a payment is for: the transaction's fields (amount, options) and the beneficiary.
 * Make Payment after an error retries the same transaction only while both are unchanged.
 */
export interface PaymentInputs {
  transaction: string;
  beneficiary: string;
}

export type StageEvent =
  | {
      type: 'make-payment';
      remitterId: string | null;
      beneficiaryId: string | null;
      inputs?: PaymentInputs;
    }
  | { type: 'begin'; stage: Stage }
  | { type: 'remitter-registered'; remitterId: string }
  | { type: 'beneficiary-added'; beneficiaryId: string }
  | { type: 'transaction-created'; transSessionId: string; payAmount?: number | null; createdAt?: number }
  | { type: 'transaction-confirmed'; reference: string }
  | { type: 'confirm-failed'; message: string; unclear?: boolean }
  /** The confirmed transaction was found (its answer had been lost): it is paid from its own page. */
  | { type: 'handed-off' }
  | { type: 'payment-initiated'; paymentUrl: string }
  | { type: 'redirected' }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const INITIAL_STAGE_STATE: StageState = {
  stage: null,
  begun: [],
  remitterId: null,
  beneficiaryId: null,
  transSessionId: null,
  reference: null,
  paymentUrl: null,
  error: null,
  inputs: null,
  payAmount: null,
  createdAt: null,
  confirmUnclear: false,
};

/** Stages whose failure ends the attempt before anything was confirmed. */
const BEFORE_CONFIRM: readonly Stage[] = ['remit-one', 'add-beneficiary', 'new-transaction'];

/** The first call of a payment: register the sender, add the beneficiary, or create the transaction. */
function firstStage(remitterId: string | null, beneficiaryId: string | null): Stage {
  if (!remitterId) return 'remit-one';
  return beneficiaryId ? 'new-transaction' : 'add-beneficiary';
}

const without = (begun: Stage[], stage: Stage) => begun.filter((s) => s !== stage);

/** Whether the call of the current stage has begun and may now report its outcome. */
const running = (state: StageState, stage: Stage) => state.stage === stage && state.begun.includes(stage);

/**
 * True while a payment is under way, from the first press of Make Payment until the flow ends or
 * stops on an error: Make Payment stays disabled and the flow may not be reset or left.
 */
export function paymentUnderway(state: StageState): boolean {
  if (state.stage === null || state.stage === 'confirm-error' || state.stage === 'process-complete')
    return false;
  return !(state.stage === 'initiate-payment' && state.error !== null);
}

/** True when Make Payment may be pressed: nothing under way, or a retry after a confirm or payment error. */
export function canMakePayment(state: StageState): boolean {
  if (state.stage === null || state.stage === 'confirm-error') return true;
  return state.stage === 'initiate-payment' && state.error !== null;
}

function makePayment(
  state: StageState,
  remitterId: string | null,
  beneficiaryId: string | null,
  inputs: PaymentInputs | null,
): StageState {
  if (state.stage === 'confirm-error')
    return {
      ...state,
      stage: 'confirm-transaction',
      begun: without(state.begun, 'confirm-transaction'),
      error: null,
    };
  if (state.stage === 'initiate-payment' && state.error !== null)
    return { ...state, begun: without(state.begun, 'initiate-payment'), error: null };
  if (state.stage !== null) return state;
  // Stale state cleared; what an earlier failed attempt registered or added is kept, never re-made.
  const remitter = remitterId ?? state.remitterId;
  const beneficiary = beneficiaryId ?? state.beneficiaryId;
  return {
    ...INITIAL_STAGE_STATE,
    stage: firstStage(remitter, beneficiary),
    remitterId: remitter,
    beneficiaryId: beneficiary,
    inputs,
  };
}

function fail(state: StageState, message: string): StageState {
  if (state.stage === 'initiate-payment' && running(state, 'initiate-payment'))
    return { ...state, error: message };
  if (!state.stage || !BEFORE_CONFIRM.includes(state.stage) || !running(state, state.stage)) return state;
  return {
    ...state,
    stage: null,
    begun: [],
    transSessionId: null,
    payAmount: null,
    createdAt: null,
    error: message,
  };
}

/** The state after an event; the same object when the event does not apply. */
export function nextStage(state: StageState, event: StageEvent): StageState {
  switch (event.type) {
    case 'make-payment':
      return makePayment(state, event.remitterId, event.beneficiaryId, event.inputs ?? null);
    case 'begin':
      if (state.stage !== event.stage || state.begun.includes(event.stage) || state.error !== null)
        return state;
      return { ...state, begun: [...state.begun, event.stage] };
    case 'remitter-registered':
      if (!running(state, 'remit-one')) return state;
      return {
        ...state,
        remitterId: event.remitterId,
        stage: firstStage(event.remitterId, state.beneficiaryId),
      };
    case 'beneficiary-added':
      if (!running(state, 'add-beneficiary')) return state;
      return { ...state, beneficiaryId: event.beneficiaryId, stage: 'new-transaction' };
    case 'transaction-created':
      if (!running(state, 'new-transaction')) return state;
      return {
        ...state,
        transSessionId: event.transSessionId,
        payAmount: event.payAmount ?? null,
        createdAt: event.createdAt ?? null,
        stage: 'confirm-transaction',
      };
    case 'transaction-confirmed':
      if (!running(state, 'confirm-transaction')) return state;
      return { ...state, reference: event.reference, stage: 'initiate-payment' };
    case 'confirm-failed':
      if (!running(state, 'confirm-transaction')) return state;
      return {
        ...state,
        stage: 'confirm-error',
        error: event.message,
        confirmUnclear: Boolean(state.confirmUnclear || event.unclear),
      };
    case 'handed-off':
      if (!running(state, 'confirm-transaction')) return state;
      return { ...INITIAL_STAGE_STATE, stage: 'process-complete' };
    case 'payment-initiated':
      if (!running(state, 'initiate-payment') || state.error !== null) return state;
      return { ...state, paymentUrl: event.paymentUrl, stage: 'payment-gateway-redirect' };
    case 'redirected':
      if (state.stage !== 'payment-gateway-redirect') return state;
      return { ...INITIAL_STAGE_STATE, stage: 'process-complete' };
    case 'failed':
      return fail(state, event.message);
    case 'reset':
      return paymentUnderway(state) ? state : INITIAL_STAGE_STATE;
  }
}
