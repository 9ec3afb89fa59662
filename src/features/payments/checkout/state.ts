/**
 * The checkout both send flows share (DESIGN.md 'One checkout'), as a pure transition function:
 * create the transaction, confirm it, start its payment, and the rules between them. Each flow
 * keeps its own first steps and names these stages as the spec does for its screens
 * (`zimbabweStage`, `crossBorderStage`).
 *
 * Money safety: each stage's call begins at most once (`begun` is stored before the call), an
 * event for a stage the checkout is not in changes nothing, a confirm is only retried with the same
 * trans_session_id, and a transaction is only ever paid for the inputs it was created for: the
 * Confirmation screen always shows the transaction that Make Payment pays.
 */
import type { CreatedAmounts } from '@/api/contract.ts';

/**
 * - look-up: a confirm whose outcome is unknown came before other inputs: the sender's
 *   transactions are read to see whether it went through;
 * - create, confirm, initiate: the calls, in turn;
 * - complete: the browser leaves for the payment page, or the sender was taken to the transaction.
 */
export type CheckoutStage = 'look-up' | 'create' | 'confirm' | 'initiate' | 'complete';

/** The call that failed; the checkout then waits for the sender. */
export type CheckoutFailure = 'create' | 'confirm' | 'initiate';

/** What a transaction was made for, to know it again in the sender's list after a lost confirm. */
export interface MadeFor {
  /** The beneficiary's mobile. */
  beneficiaryMobile: string;
  /** The receiving amount, as sent. */
  receive: number;
}

export interface CheckoutState {
  /** The call under way (or next); 'complete' once the flow ended; null while waiting. */
  stage: CheckoutStage | null;
  /** The current stage's call has begun (stored before it is made: it is made once). */
  begun: boolean;
  /** This checkout's id, kept across Back and a reload: a duplicated tab holds the same one. */
  flowId: string | null;
  /** Who pressed Make Payment for this checkout (a random id kept with the state). */
  runId: string | null;
  /** What the transaction is (being) made for, as the screen shows it. */
  inputs: string | null;
  /** Make Payment was pressed: the created transaction is confirmed and paid at once. */
  paying: boolean;
  madeFor: MadeFor | null;
  transSessionId: string | null;
  /** The created transaction's own figures; `remitter_pay_amount` is what is paid. */
  created: Partial<CreatedAmounts> | null;
  /** When the session was created (this device's clock, ms): a checkout past its life expires. */
  createdAt: number | null;
  /**
   * The references of the sender's transactions just before the confirm was first sent, so the
   * transaction an unclear confirm made is never taken for one that was there before; null when
   * the list could not be read.
   */
  known: string[] | null;
  reference: string | null;
  failed: CheckoutFailure | null;
  error: string | null;
  /** A confirm of this session got no clear answer (or was cut off): it may have gone through. */
  confirmUnclear: boolean;
}

export const INITIAL_CHECKOUT: CheckoutState = {
  stage: null,
  begun: false,
  flowId: null,
  runId: null,
  inputs: null,
  paying: false,
  madeFor: null,
  transSessionId: null,
  created: null,
  createdAt: null,
  known: null,
  reference: null,
  failed: null,
  error: null,
  confirmUnclear: false,
};

export type CheckoutEvent =
  /** The Confirmation screen is shown: the checkout gets its id (once). */
  | { type: 'prepare'; flowId: string }
  /**
   * A transaction for these inputs is created (and, with `pay`, confirmed and paid). `flowId`:
   * as a new checkout (the earlier one ended, expired, or was run from another tab).
   */
  | { type: 'open'; inputs: string; pay: boolean; madeFor: MadeFor | null; flowId?: string }
  /** Other inputs after a confirm whose outcome is unknown: look for its transaction first. */
  | { type: 'look-up' }
  | { type: 'begin'; stage: CheckoutStage }
  /**
   * The session is created. `hold`: its own figures differ from what the screen showed, so it is
   * not confirmed until the sender has seen them and pressed Make Payment again.
   */
  | {
      type: 'created';
      transSessionId: string;
      created: Partial<CreatedAmounts>;
      createdAt: number;
      hold?: boolean;
    }
  | { type: 'create-failed'; message: string }
  /** Make Payment on the created transaction, or a retry after a failed confirm or initiate. */
  | { type: 'pay'; inputs: string; runId: string }
  /** The sender's transactions as listed just before the confirm (null: the list did not load). */
  | { type: 'listed'; known: string[] | null }
  | { type: 'confirmed'; reference: string }
  | { type: 'confirm-failed'; message: string; unclear?: boolean }
  | { type: 'initiated' }
  | { type: 'initiate-failed'; message: string }
  /** The look-up found no transaction: the earlier one was never confirmed. */
  | { type: 'not-found' }
  /** The look-up could not tell (the list did not load or was unsure): nothing changes. */
  | { type: 'look-up-failed'; message: string }
  /** The sender was taken to the transaction to pay there. */
  | { type: 'handed-off' }
  /**
   * The confirmed transaction no longer awaits payment (paid or cancelled since): the checkout
   * ends without paying, and the next Make Payment starts a new one (`flowId`).
   */
  | { type: 'expired'; flowId: string }
  /** A reload cut off the running call (see checkoutRecovery). */
  | { type: 'interrupted'; message: string }
  | { type: 'reset' };

const CALLS: readonly CheckoutStage[] = ['look-up', 'create', 'confirm', 'initiate'];

/** A call of the checkout is under way (from its stage being set until its outcome). */
export function checkoutUnderway(state: CheckoutState): boolean {
  return state.stage !== null && CALLS.includes(state.stage);
}

/** How long a created transaction stays payable from the screen: the life of its quote (the spec
 * gives none; half an hour). Past it, Make Payment starts a new transaction for what the screen shows,
 * never a second payment of the old one at its old total. */
export const CHECKOUT_LIFE_MS = 30 * 60_000;

/** The checkout's transaction is older than its quote's life. */
export function checkoutExpired(state: CheckoutState, now: number): boolean {
  return state.createdAt !== null && now - state.createdAt > CHECKOUT_LIFE_MS;
}

/** A confirm of this checkout may have gone through and was not looked up yet. */
export function confirmMayHaveGone(state: CheckoutState): boolean {
  return state.transSessionId !== null && state.confirmUnclear;
}

/** Make Payment may be pressed for `inputs`: their transaction exists and nothing is under way. */
export function canPay(state: CheckoutState, inputs: string): boolean {
  return (
    !checkoutUnderway(state) &&
    state.transSessionId !== null &&
    state.inputs === inputs &&
    state.failed !== 'create'
  );
}

/** The created figures the screen may show for `inputs` (never another transaction's). */
export function createdFor(state: CheckoutState, inputs: string): Partial<CreatedAmounts> | null {
  return state.inputs === inputs && state.transSessionId !== null ? state.created : null;
}

const running = (state: CheckoutState, stage: CheckoutStage) => state.stage === stage && state.begun;

const failedAt = (state: CheckoutState, failed: CheckoutFailure, message: string): CheckoutState => ({
  ...state,
  stage: null,
  begun: false,
  paying: false,
  failed,
  error: message,
});

/** Ended: what identifies the flow stays, so a duplicate of this tab is known again. */
const ended = (state: CheckoutState): CheckoutState => ({
  ...INITIAL_CHECKOUT,
  stage: 'complete',
  flowId: state.flowId,
  runId: state.runId,
});

/** The state after an event; the same object when the event does not apply. */
export function nextCheckout(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'prepare':
      if (state.flowId !== null && state.stage !== 'complete') return state;
      return { ...INITIAL_CHECKOUT, flowId: event.flowId };
    case 'open': {
      // Never a new transaction over one that may have been confirmed (it is looked up first),
      // over a confirmed one or the one made for these very inputs, but as a new checkout (the
      // plan renews one only once its transaction expired or was run elsewhere).
      const created = state.transSessionId !== null && state.failed !== 'create';
      if (checkoutUnderway(state) || confirmMayHaveGone(state)) return state;
      if (!event.flowId && (state.reference !== null || (created && state.inputs === event.inputs)))
        return state;
      return {
        ...INITIAL_CHECKOUT,
        flowId: event.flowId ?? state.flowId,
        runId: event.flowId ? null : state.runId,
        stage: 'create',
        inputs: event.inputs,
        paying: event.pay,
        madeFor: event.madeFor,
      };
    }
    case 'look-up':
      if (checkoutUnderway(state) || state.reference !== null || !state.confirmUnclear) return state;
      return { ...state, stage: 'look-up', begun: false, failed: null, error: null };
    case 'begin':
      if (state.stage !== event.stage || state.begun || !CALLS.includes(event.stage)) return state;
      return { ...state, begun: true };
    case 'created': {
      if (!running(state, 'create')) return state;
      const goOn = state.paying && !event.hold;
      return {
        ...state,
        stage: goOn ? 'confirm' : null,
        begun: false,
        paying: goOn,
        transSessionId: event.transSessionId,
        created: event.created,
        createdAt: event.createdAt,
      };
    }
    case 'create-failed':
      if (!running(state, 'create')) return state;
      return { ...failedAt(state, 'create', event.message), transSessionId: null, created: null };
    case 'pay': {
      if (!canPay(state, event.inputs)) return state;
      const stage = state.failed === 'initiate' ? 'initiate' : 'confirm';
      return { ...state, stage, begun: false, paying: true, failed: null, error: null, runId: event.runId };
    }
    case 'listed':
      if (!running(state, 'confirm')) return state;
      return { ...state, known: event.known };
    case 'confirmed':
      if (!running(state, 'confirm')) return state;
      return { ...state, stage: 'initiate', begun: false, reference: event.reference };
    case 'confirm-failed':
      if (!running(state, 'confirm')) return state;
      return {
        ...failedAt(state, 'confirm', event.message),
        confirmUnclear: state.confirmUnclear || Boolean(event.unclear),
      };
    case 'initiated':
      if (!running(state, 'initiate')) return state;
      return ended(state);
    case 'initiate-failed':
      if (!running(state, 'initiate')) return state;
      return failedAt(state, 'initiate', event.message);
    case 'not-found':
      if (!running(state, 'look-up')) return state;
      return { ...INITIAL_CHECKOUT, flowId: state.flowId, runId: state.runId };
    case 'look-up-failed':
      if (!running(state, 'look-up')) return state;
      return failedAt(state, 'confirm', event.message);
    case 'handed-off':
      if (state.stage === 'complete') return state;
      if (!running(state, 'look-up') && !running(state, 'confirm') && state.reference === null) return state;
      return ended(state);
    case 'expired':
      if (!running(state, 'initiate')) return state;
      return { ...INITIAL_CHECKOUT, flowId: event.flowId };
    case 'interrupted':
      switch (state.stage) {
        case 'look-up':
          return failedAt(state, 'confirm', event.message);
        case 'create':
          return { ...failedAt(state, 'create', event.message), transSessionId: null, created: null };
        case 'confirm':
          return { ...failedAt(state, 'confirm', event.message), confirmUnclear: true };
        case 'initiate':
          return failedAt(state, 'initiate', event.message);
        default:
          return state;
      }
    case 'reset':
      return checkoutUnderway(state) ? state : INITIAL_CHECKOUT;
  }
}

/**
 * What to do with a stored checkout when the page (re)loads. A call whose stage began, with no
 * outcome and no call running in this page (`runningHere`), was cut off by a reload: it is never
 * made again by itself ('interrupted': a create counts as failed, a confirm as unclear, a payment
 * page not yet opened may be asked for again). A stage not yet begun is simply run; a checkout
 * that ended makes way for the next one.
 */
export type CheckoutRecovery = 'none' | 'run' | 'interrupted' | 'complete';

export function checkoutRecovery(state: CheckoutState, runningHere: boolean): CheckoutRecovery {
  if (state.stage === 'complete') return 'complete';
  if (!checkoutUnderway(state) || runningHere) return 'none';
  return state.begun ? 'interrupted' : 'run';
}
