import { atom, type Atom, type WritableAtom } from 'jotai';
import type { Country, CreatedAmounts } from '@/api/contract.ts';
import { navigate } from 'wouter/use-browser-location';
import { href, routes } from '@/config/paths.ts';
import { uiOptionsAtom } from '@/features/ui-options';
import { leadWith } from '@/lib/api-error.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { toAmount } from '@/lib/money.ts';
import { withTabLock } from '@/lib/tab-lock.ts';
import { CONFIRM_FAILED, confirmTransaction } from '../api/confirm-transaction.ts';
import { startPayment } from '../api/start-payment.ts';
import { listTransactions, transactionTotal } from '../api/transactions.ts';
import { callErrorMessages, outcomeUnknown } from '../model/call-errors.ts';
import {
  INITIAL_CHECKOUT,
  checkoutRecovery,
  nextCheckout,
  openDecision,
  type CheckoutEvent,
  type CheckoutFailure,
  type CheckoutStage,
  type CheckoutState,
  type MadeFor,
} from '../model/checkout.ts';
import { claimDecision, readClaim, writeClaim } from '../model/checkout-claim.ts';
import {
  CONFIRMED_CANNOT_CHANGE,
  CONFIRMED_HANDED_OFF,
  CONFIRM_INTERRUPTED,
  CONFIRM_UNCLEAR,
  CREATE_INTERRUPTED,
  EARLIER_CONFIRMED,
  LOOK_UP_FAILED,
  OTHER_TAB_PAYING,
  PAID_ELSEWHERE,
  PAYMENT_PAGE_INTERRUPTED,
  PAYMENT_PAGE_LEFT,
} from '../model/checkout-messages.ts';
import { initiatePaymentRequest } from '../model/initiate-request.ts';
import { confirmedTransactionFor } from '../model/lost-confirm.ts';
import { PAYMENT_INIT_FAILED } from '../model/payment-errors.ts';
import type { Store } from '../model/store.ts';

/** What a send flow gives the checkout: its stored state, its own create, and what it shows. */
export interface CheckoutFlow {
  /** The stored checkout (this tab's session storage: a reload still knows what began). */
  atom: WritableAtom<CheckoutState, [CheckoutState], void>;
  /** The flow's create call, with its own payload; throws on failure. */
  create: (store: Store) => Promise<{ transSessionId: string; created: Partial<CreatedAmounts> }>;
  /** What a failed create shows (the flow's fallbacks). */
  createErrors: (error: unknown) => string[];
  /** The sender and the chosen payment method, for the confirm and the payment; null: signed out. */
  payer: (store: Store) => Payer | null;
  /** A call failed (or could not start): the flow shows the messages for its times. */
  failed: (store: Store, at: CheckoutFailure, messages: string[]) => void;
  /** The flow's own state is cleared: the browser leaves for the payment page, or the transaction. */
  clear: (store: Store) => void;
  /**
   * Make Payment creates the transaction (the Zimbabwe flow); otherwise it is created on entering
   * Confirmation, whose screen shows its figures, and Make Payment only pays what was created.
   */
  payCreates: boolean;
}

export interface Payer {
  /** Who pays (the signed-in user's id): one tab at a time runs a checkout of theirs. */
  sender: string;
  remitterId: string | null;
  country: Country;
  paymentMethod: string;
}

/** What the sender asks of the checkout (Make Payment, or entering Confirmation). */
export interface CheckoutRequest {
  /** What the screen shows, as a key: the transaction is made for exactly these. */
  inputs: string;
  /** Make Payment: confirm and pay; otherwise only create (a flow that creates on entry). */
  pay: boolean;
  madeFor: MadeFor | null;
  /**
   * The flow's own steps before a new transaction is created (the Zimbabwe flow registers the
   * sender and adds a new beneficiary); false when they failed (they said why).
   */
  before?: () => Promise<boolean>;
}

export interface CheckoutRunner {
  /** True from a request (Make Payment, entering Confirmation) until it ends: nothing may start. */
  requesting: Atom<boolean>;
  /** The Confirmation screen is shown: the checkout gets its id (a duplicated tab copies it). */
  prepare: (store: Store) => void;
  /** Runs the request under the tab lock; false when nothing started. */
  request: (store: Store, request: CheckoutRequest) => Promise<boolean>;
  /**
   * Back from Confirmation: a transaction already confirmed (its payment failed to start) cannot
   * be changed, so the sender is taken to it; true then.
   */
  back: (store: Store) => boolean;
  /** On (re)load: a call cut off by a reload is never made again by itself. */
  recover: (store: Store) => void;
}

/** Which failure a call's stage counts as (a look-up belongs to the confirm it checks). */
const FAILURE_OF: Record<Exclude<CheckoutStage, 'complete'>, CheckoutFailure> = {
  'look-up': 'confirm',
  create: 'create',
  confirm: 'confirm',
  initiate: 'initiate',
};

/** What the sender is told when a reload cut a stage's call off. */
const INTERRUPTED_TEXT: Record<Exclude<CheckoutStage, 'complete'>, string> = {
  'look-up': LOOK_UP_FAILED,
  create: CREATE_INTERRUPTED,
  confirm: CONFIRM_INTERRUPTED,
  initiate: PAYMENT_PAGE_INTERRUPTED,
};

const randomId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

export function createCheckoutRunner(flow: CheckoutFlow): CheckoutRunner {
  const runningIn = new WeakSet<Store>();
  const requesting = atom(false);

  const get = (store: Store) => store.get(flow.atom);
  const dispatch = (store: Store, event: CheckoutEvent): boolean => {
    const before = get(store);
    const after = nextCheckout(before, event);
    if (after !== before) store.set(flow.atom, after);
    return after !== before;
  };

  const markDone = (store: Store) => {
    const { flowId, runId } = get(store);
    if (flowId) writeClaim(flowId, { runId: runId ?? '', done: true, at: Date.now() });
  };
  const lockName = (payer: Payer) => `checkout:${payer.sender}`;

  /** The checkout ends here: the sender is taken to `path` with a note. */
  const handOff = (store: Store, path: string, note: string): boolean => {
    if (!dispatch(store, { type: 'handed-off' })) return false;
    markDone(store);
    flow.clear(store);
    setFlashNotice(path, note);
    navigate(path);
    return true;
  };

  const fail = (
    store: Store,
    event: CheckoutEvent & { message: string },
    at: CheckoutFailure,
    messages: string[],
  ) => {
    if (dispatch(store, event)) flow.failed(store, at, messages);
  };

  /** Looks for the transaction an unclear confirm made; hands the sender to it when found. */
  async function findConfirmed(store: Store, note: string): Promise<boolean | null> {
    const { madeFor, createdAt } = get(store);
    if (!madeFor || createdAt === null) return false;
    let transactions;
    try {
      transactions = await listTransactions();
    } catch {
      return null;
    }
    const found = confirmedTransactionFor(transactions, { ...madeFor, createdAt });
    return found ? handOff(store, href.transactionDetail(found.trans_ref), note) : false;
  }

  async function lookUp(store: Store): Promise<void> {
    const found = await findConfirmed(store, EARLIER_CONFIRMED);
    if (found === null)
      fail(store, { type: 'look-up-failed', message: LOOK_UP_FAILED }, 'confirm', [LOOK_UP_FAILED]);
    else if (!found) dispatch(store, { type: 'not-found' });
  }

  async function create(store: Store): Promise<void> {
    try {
      const { transSessionId, created } = await flow.create(store);
      dispatch(store, { type: 'created', transSessionId, created, createdAt: Date.now() });
    } catch (error) {
      const messages = flow.createErrors(error);
      fail(store, { type: 'create-failed', message: messages.join(' ') }, 'create', messages);
    }
  }

  async function confirm(store: Store): Promise<void> {
    const state = get(store);
    const payer = flow.payer(store);
    const confirmFailed = (messages: string[], unclear = false) =>
      fail(store, { type: 'confirm-failed', message: messages.join(' '), unclear }, 'confirm', messages);
    if (!payer || !state.transSessionId) return confirmFailed([CONFIRM_FAILED]);
    let reference: string | null;
    try {
      reference = await confirmTransaction({
        country: payer.country,
        trans_session_id: state.transSessionId,
        payment_method: payer.paymentMethod,
      });
    } catch (error) {
      const unclear = outcomeUnknown(error);
      // A confirm may have gone through without the app hearing: a confirmed transaction is
      // never reported as failed; the sender is taken to it to pay there.
      if ((unclear || state.confirmUnclear) && (await findConfirmed(store, CONFIRMED_HANDED_OFF))) return;
      const messages = [...callErrorMessages(error, CONFIRM_FAILED), ...(unclear ? [CONFIRM_UNCLEAR] : [])];
      return confirmFailed(leadWith(CONFIRM_FAILED, messages), unclear);
    }
    if (reference) dispatch(store, { type: 'confirmed', reference });
    else if (!(await findConfirmed(store, CONFIRMED_HANDED_OFF)))
      handOff(store, routes.transactions.pattern, PAYMENT_PAGE_LEFT);
  }

  /** The payment page for the confirmed reference, for the created transaction's own total. */
  async function initiate(store: Store): Promise<void> {
    const state = get(store);
    const payer = flow.payer(store);
    const initiateFailed = (messages: string[]) =>
      fail(store, { type: 'initiate-failed', message: messages.join(' ') }, 'initiate', messages);
    if (!payer?.remitterId || !state.reference) return initiateFailed([PAYMENT_INIT_FAILED]);
    const createdPay = toAmount(state.created?.remitter_pay_amount);
    let amount = createdPay !== undefined && createdPay > 0 ? createdPay : null;
    try {
      // The create named no total: the confirmed transaction's own (never one recomputed here).
      amount ??= await transactionTotal(state.reference);
      if (amount === null) return initiateFailed([PAYMENT_INIT_FAILED]);
      const body = initiatePaymentRequest({
        remitterId: payer.remitterId,
        reference: state.reference,
        paymentMethod: payer.paymentMethod,
        country: payer.country,
        amount,
        options: store.get(uiOptionsAtom),
        origin: window.location.origin,
      });
      await startPayment(body, () => {
        if (!dispatch(store, { type: 'initiated' })) return;
        markDone(store);
        flow.clear(store);
      });
    } catch (error) {
      initiateFailed(leadWith(PAYMENT_INIT_FAILED, callErrorMessages(error, PAYMENT_INIT_FAILED)));
    }
  }

  const CALLS = { 'look-up': lookUp, create, confirm, initiate } as const;

  /** Makes each stage's call in turn, each begun once (stored before it is made). */
  async function drive(store: Store): Promise<void> {
    runningIn.add(store);
    try {
      for (;;) {
        const { stage } = get(store);
        if (stage === null || stage === 'complete') return;
        if (!dispatch(store, { type: 'begin', stage })) return;
        try {
          await CALLS[stage](store);
        } catch (error) {
          // A defect, not a server answer: stop on an error rather than hang.
          const messages =
            stage === 'create'
              ? flow.createErrors(error)
              : [stage === 'initiate' ? PAYMENT_INIT_FAILED : CONFIRM_FAILED];
          if (dispatch(store, { type: 'interrupted', message: messages.join(' ') }))
            flow.failed(store, FAILURE_OF[stage], messages);
          return;
        }
      }
    } finally {
      runningIn.delete(store);
    }
  }

  /** Make Payment in a tab holding a copy of a checkout another tab already ran. */
  function refuse(store: Store, note: string): false {
    flow.clear(store);
    store.set(flow.atom, INITIAL_CHECKOUT);
    setFlashNotice(routes.transactions.pattern, note);
    navigate(routes.transactions.pattern);
    return false;
  }

  async function run(store: Store, request: CheckoutRequest): Promise<boolean> {
    if (!get(store).flowId) dispatch(store, { type: 'prepare', flowId: randomId() });
    const decision = openDecision(get(store), request.inputs);
    if (decision === 'busy' || (request.pay && !flow.payCreates && decision !== 'same')) return false;
    if (request.pay) {
      const { flowId, runId } = get(store);
      const claim = claimDecision(readClaim(flowId ?? ''), runId);
      if (claim === 'taken' || claim === 'done') return refuse(store, PAID_ELSEWHERE);
      if (claim === 'claim') {
        const mine = randomId();
        writeClaim(flowId ?? '', { runId: mine, done: false, at: Date.now() });
        store.set(flow.atom, { ...get(store), runId: mine });
      }
    }
    const runId = get(store).runId ?? randomId();
    switch (decision) {
      case 'same':
        if (!request.pay) return false;
        if (!dispatch(store, { type: 'pay', inputs: request.inputs, runId })) return false;
        await drive(store);
        return true;
      case 'to-transaction':
        return handOff(store, href.transactionDetail(get(store).reference ?? ''), CONFIRMED_CANNOT_CHANGE);
      case 'look-up':
        if (!dispatch(store, { type: 'look-up' })) return false;
        await drive(store);
        if (get(store).stage !== null || get(store).failed !== null) return true;
        break;
      case 'fresh':
        break;
    }
    if (request.before && !(await request.before())) return true;
    if (
      !dispatch(store, { type: 'open', inputs: request.inputs, pay: request.pay, madeFor: request.madeFor })
    )
      return false;
    await drive(store);
    return true;
  }

  const request: CheckoutRunner['request'] = async (store, req) => {
    const payer = flow.payer(store);
    // One request at a time in this tab (a double click, StrictMode's double effects).
    if (!payer || store.get(requesting)) return false;
    // Entering Confirmation again for what was created (a reload, Back and forth): nothing to do,
    // and Make Payment is not held up by a request that would do nothing.
    if (!req.pay && openDecision(get(store), req.inputs) === 'same') return false;
    store.set(requesting, true);
    let outcome;
    try {
      outcome = await withTabLock(lockName(payer), () => run(store, req));
    } finally {
      store.set(requesting, false);
    }
    if (outcome.ran) return outcome.value;
    if (req.pay) return refuse(store, OTHER_TAB_PAYING);
    flow.failed(store, 'create', [OTHER_TAB_PAYING]);
    return false;
  };

  const back: CheckoutRunner['back'] = (store) => {
    const { reference } = get(store);
    if (reference === null || runningIn.has(store)) return false;
    return handOff(store, href.transactionDetail(reference), CONFIRMED_CANNOT_CHANGE);
  };

  const recover: CheckoutRunner['recover'] = (store) => {
    const state = get(store);
    switch (checkoutRecovery(state, runningIn.has(store))) {
      case 'interrupted': {
        const { stage } = state;
        if (stage === null || stage === 'complete') return;
        const message = INTERRUPTED_TEXT[stage];
        if (dispatch(store, { type: 'interrupted', message }))
          flow.failed(store, FAILURE_OF[stage], [message]);
        return;
      }
      case 'run': {
        const payer = flow.payer(store);
        if (payer) void withTabLock(lockName(payer), () => drive(store));
        return;
      }
      case 'complete':
        dispatch(store, { type: 'reset' });
        return;
      case 'none':
        return;
    }
  };

  const prepare: CheckoutRunner['prepare'] = (store) => {
    dispatch(store, { type: 'prepare', flowId: randomId() });
  };

  return { requesting, prepare, request, back, recover };
}
