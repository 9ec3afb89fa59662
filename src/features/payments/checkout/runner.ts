import type { Country, UiOptions } from '@/api/contract.ts';
import { href, routes } from '@/config/paths.ts';
import { leadWith } from '@/lib/api-error.ts';
import { roundTo } from '@/lib/money.ts';
import { CONFIRM_FAILED } from '../api/confirm-transaction.ts';
import type { Answer } from '../model/answer.ts';
import {
  CONFIRMED_CANNOT_CHANGE,
  CONFIRMED_HANDED_OFF,
  CONFIRM_INTERRUPTED,
  CONFIRM_UNCLEAR,
  CREATE_INTERRUPTED,
  EARLIER_CONFIRMED,
  LOOK_UP_FAILED,
  LOOK_UP_UNSURE,
  NO_LONGER_AWAITING,
  OTHER_TAB_PAYING,
  PAID_ELSEWHERE,
  PAYMENT_PAGE_INTERRUPTED,
  PAYMENT_PAGE_LEFT,
  SAME_TRANSFER_STARTED,
  TOTAL_CHANGED,
} from '../model/checkout-messages.ts';
import { initiatePaymentRequest } from '../model/initiate-request.ts';
import { PAYMENT_INIT_FAILED } from '../model/payment-errors.ts';
import * as calls from './calls.ts';
import { otherClaims, readClaim, updateClaim, writeClaim, type CheckoutClaim } from './claims.ts';
import { otherCheckouts, withPaymentLock, withTransferLock } from './exclusion.ts';
import { lookUpMade, type LookUp } from './made-transaction.ts';
import { planCheckout } from './plan.ts';
import {
  checkoutRecovery,
  nextCheckout,
  type CheckoutEvent,
  type CheckoutFailure,
  type CheckoutStage,
  type CheckoutState,
  type MadeFor,
} from './state.ts';

/** The sender and how they pay; null from `payer` when signed out. */
export interface Payer {
  remitterId: string | null;
  country: Country;
  paymentMethod: string;
  options: Pick<UiOptions, 'payment_methods'> | undefined;
}

/**
 * What a send flow gives the checkout, for one tab (`Tab`: the app's Jotai store, or a test's tab).
 * Every call the checkout makes goes through `calls.ts`; the flow adds only its own create.
 */
export interface CheckoutFlow<Tab> {
  /** The stored checkout (the tab's session storage: a reload still knows what began). */
  read: (tab: Tab) => CheckoutState;
  write: (tab: Tab, state: CheckoutState) => void;
  /** The tab's session (a new value at every sign-in and logout): work of an older one stops. */
  session: (tab: Tab) => number;
  /** The flow's create call with its own payload: its raw result (throws on failure). */
  create: (tab: Tab) => Promise<unknown>;
  /** What a failed create shows (the flow's fallbacks). */
  createErrors: (error: unknown) => string[];
  payer: (tab: Tab) => Payer | null;
  /** The total to pay the screen shows now; null when it shows the created transaction's own. */
  shownTotal: (tab: Tab) => number | null;
  /** A call failed (or could not start): the flow shows the messages for its times. */
  failed: (tab: Tab, at: CheckoutFailure, messages: string[]) => void;
  /** The flow ended (the payment page, or the transaction): its state is cleared. */
  clear: (tab: Tab) => void;
  /** A request is under way in the tab (or no longer): the screen locks Make Payment and Back. */
  busy: (tab: Tab, busy: boolean) => void;
  /**
   * Make Payment creates the transaction (the Zimbabwe flow); otherwise it is created on entering
   * Confirmation, whose screen shows its figures, and Make Payment only pays what was created.
   */
  payCreates: boolean;
}

/** Where the checkout takes the sender: an app page with a note, or the payment page. */
export interface CheckoutHost<Tab> {
  goTo: (tab: Tab, path: string, note: string) => void;
  leave: (tab: Tab, url: string, reference: string) => void;
  now: () => number;
  randomId: () => string;
}

/** What the sender asks of the checkout (Make Payment, or entering Confirmation). */
export interface CheckoutRequest {
  inputs: string;
  pay: boolean;
  madeFor: MadeFor | null;
  /** The flow's own steps before a new transaction (Zimbabwe: remit-one, add-beneficiary). */
  before?: () => Promise<boolean>;
}

export interface CheckoutRunner<Tab> {
  prepare: (tab: Tab) => void;
  /** Runs the request under the checkout's tab lock; false when nothing started. */
  request: (tab: Tab, request: CheckoutRequest) => Promise<boolean>;
  /** Back from Confirmation: true when the sender was taken to a confirmed transaction instead. */
  back: (tab: Tab) => boolean;
  /** On (re)load: a call cut off by a reload is never made again by itself. */
  recover: (tab: Tab) => void;
}

/** What the sender is told when a reload cut a stage's call off, and which failure it counts as. */
const INTERRUPTED: Record<Exclude<CheckoutStage, 'complete'>, [CheckoutFailure, string]> = {
  'look-up': ['confirm', LOOK_UP_FAILED],
  create: ['create', CREATE_INTERRUPTED],
  confirm: ['confirm', CONFIRM_INTERRUPTED],
  initiate: ['initiate', PAYMENT_PAGE_INTERRUPTED],
};

const sameMoney = (a: number, b: number) => roundTo(a, 2) === roundTo(b, 2);

interface Run<Tab> {
  tab: Tab;
  /** The session the run began in: once it changes, the run writes and navigates nothing. */
  session: number;
  /** The confirm answered in this run: the transaction surely awaits payment. */
  justConfirmed: boolean;
}

export function createCheckoutRunner<Tab extends object>(
  flow: CheckoutFlow<Tab>,
  host: CheckoutHost<Tab>,
): CheckoutRunner<Tab> {
  /** The request each tab is running, and the one to make when it ends. */
  const requesting = new WeakMap<Tab, CheckoutRequest>();
  const queued = new WeakMap<Tab, CheckoutRequest>();
  const driving = new WeakSet<Tab>();

  const live = (run: Run<Tab>) => flow.session(run.tab) === run.session;
  const read = (run: Run<Tab>) => flow.read(run.tab);
  const dispatch = (run: Run<Tab>, event: CheckoutEvent): boolean => {
    if (!live(run)) return false;
    const before = read(run);
    const after = nextCheckout(before, event);
    if (after !== before) flow.write(run.tab, after);
    return after !== before;
  };
  const claim = (run: Run<Tab>, change: Partial<CheckoutClaim>) => {
    const { flowId } = read(run);
    if (flowId && live(run)) updateClaim(flowId, change);
  };
  const fail = (run: Run<Tab>, event: CheckoutEvent, at: CheckoutFailure, messages: string[]) => {
    if (dispatch(run, event)) flow.failed(run.tab, at, messages);
  };

  /** The checkout ends here: the sender is taken to `path` with a note, the flow cleared. */
  const handOff = (run: Run<Tab>, path: string, note: string): boolean => {
    if (!dispatch(run, { type: 'handed-off' })) return false;
    claim(run, { done: true });
    flow.clear(run.tab);
    host.goTo(run.tab, path, note);
    return true;
  };
  /** Transactions with a note; what was typed and the checkout (its unclear confirm) are kept. */
  const toTransactions = (run: Run<Tab>, note: string) => {
    if (live(run)) host.goTo(run.tab, routes.transactions.pattern, note);
  };

  /** Looks for the transaction this checkout's confirm may have made. */
  async function lookUp(run: Run<Tab>): Promise<LookUp> {
    const state = read(run);
    const listed = await calls.listTransactions();
    if (listed.kind !== 'done') return { kind: 'unsure' };
    const made = {
      beneficiaryMobile: state.madeFor?.beneficiaryMobile ?? '',
      receive: state.created?.destination_amount ?? state.madeFor?.receive ?? Number.NaN,
      pay: state.created?.remitter_pay_amount ?? null,
    };
    return lookUpMade(listed.value, made, state.known, otherCheckouts(state.flowId ?? ''));
  }

  /** The look-up stage: other inputs came after an unclear confirm. */
  async function lookUpStage(run: Run<Tab>): Promise<void> {
    const found = await lookUp(run);
    if (found.kind === 'found') {
      claim(run, { confirm: { reference: found.reference } });
      handOff(run, href.transactionDetail(found.reference), EARLIER_CONFIRMED);
    } else if (found.kind === 'none') {
      claim(run, { confirm: undefined });
      dispatch(run, { type: 'not-found' });
    } else {
      fail(run, { type: 'look-up-failed', message: LOOK_UP_UNSURE }, 'confirm', [LOOK_UP_UNSURE]);
      toTransactions(run, LOOK_UP_UNSURE);
    }
  }

  async function createStage(run: Run<Tab>): Promise<void> {
    const failed = (messages: string[]) =>
      fail(run, { type: 'create-failed', message: messages.join(' ') }, 'create', messages);
    // What the screen showed as the total before the create (Zimbabwe: the quote's).
    const shown = flow.shownTotal(run.tab);
    let made: calls.Created;
    try {
      made = calls.readCreated(await flow.create(run.tab));
    } catch (error) {
      // A create answered unclearly opened at most a session, never a transaction: a new one is safe.
      return failed(flow.createErrors(error));
    }
    const pay = made.created.remitter_pay_amount;
    const hold = shown !== null && pay !== undefined && !sameMoney(pay, shown);
    dispatch(run, { type: 'created', ...made, createdAt: host.now(), hold });
  }

  async function confirmStage(run: Run<Tab>): Promise<void> {
    const state = read(run);
    const payer = flow.payer(run.tab);
    const failed = (messages: string[], unclear = false) =>
      fail(run, { type: 'confirm-failed', message: messages.join(' '), unclear }, 'confirm', messages);
    if (!payer || !state.transSessionId) return failed([CONFIRM_FAILED]);
    // After an unclear answer the next press looks it up first; otherwise the list as it is before
    // the confirm, so that what the confirm makes can be told from what was there.
    if (state.confirmUnclear) {
      const found = await lookUp(run);
      if (found.kind === 'found') return void takeToMade(run, found.reference, CONFIRMED_HANDED_OFF);
      if (found.kind === 'unsure') {
        failed([LOOK_UP_UNSURE], true);
        return toTransactions(run, LOOK_UP_UNSURE);
      }
    } else {
      const listed = await calls.listTransactions();
      const known =
        listed.kind === 'done'
          ? listed.value.flatMap((t) => (t.trans_ref ? [String(t.trans_ref)] : []))
          : null;
      if (!dispatch(run, { type: 'listed', known })) return;
    }
    claim(run, { confirm: 'sent' });
    const answer = await calls.confirm({
      country: payer.country,
      trans_session_id: state.transSessionId,
      payment_method: payer.paymentMethod,
    });
    if (answer.kind === 'done' && answer.value !== null) {
      claim(run, { confirm: { reference: answer.value } });
      run.justConfirmed = true;
      dispatch(run, { type: 'confirmed', reference: answer.value });
      return;
    }
    if (answer.kind === 'failed') {
      claim(run, { confirm: undefined });
      return failed(leadWith(CONFIRM_FAILED, answer.messages));
    }
    // Confirmed without a reference, or no clear answer: the transaction it may have made.
    const found = await lookUp(run);
    if (found.kind === 'found') return void takeToMade(run, found.reference, CONFIRMED_HANDED_OFF);
    if (answer.kind === 'done' || found.kind === 'unsure') {
      const note = answer.kind === 'done' ? PAYMENT_PAGE_LEFT : LOOK_UP_UNSURE;
      failed([note], true);
      return toTransactions(run, note);
    }
    failed([...leadWith(CONFIRM_FAILED, answer.messages), CONFIRM_UNCLEAR], true);
  }

  /** The confirm made `reference`: the sender is taken to it to pay there. */
  function takeToMade(run: Run<Tab>, reference: string, note: string): boolean {
    claim(run, { confirm: { reference } });
    return handOff(run, href.transactionDetail(reference), note);
  }

  /** The payment page for the confirmed reference, for the figure the screen showed. */
  async function initiateStage(run: Run<Tab>): Promise<void> {
    const state = read(run);
    const payer = flow.payer(run.tab);
    const failed = (messages: string[]) =>
      fail(run, { type: 'initiate-failed', message: messages.join(' ') }, 'initiate', messages);
    const reference = state.reference;
    if (!payer?.remitterId || !reference) return failed([PAYMENT_INIT_FAILED]);
    const createdPay = state.created?.remitter_pay_amount;
    let amount = createdPay !== undefined && createdPay > 0 ? createdPay : null;
    // A retry, or a create that named no total: the transaction as the server has it now.
    if (!run.justConfirmed || amount === null) {
      const payable: Answer<calls.Payable> = await calls.payable(reference);
      if (payable.kind !== 'done') return failed(leadWith(PAYMENT_INIT_FAILED, payable.messages));
      if (!payable.value.awaiting) {
        if (dispatch(run, { type: 'expired', flowId: host.randomId() }))
          flow.failed(run.tab, 'initiate', [NO_LONGER_AWAITING]);
        return;
      }
      amount ??= payable.value.total;
    }
    if (amount === null) return failed([PAYMENT_INIT_FAILED]);
    // Make Payment pays what the screen showed: a confirmed transaction that costs more or less is
    // paid from its own page, where its total is shown.
    const shown = flow.shownTotal(run.tab);
    if (shown !== null && !sameMoney(shown, amount))
      return void handOff(run, href.transactionDetail(reference), TOTAL_CHANGED);
    const body = initiatePaymentRequest({
      remitterId: payer.remitterId,
      reference,
      paymentMethod: payer.paymentMethod,
      country: payer.country,
      amount,
      options: payer.options,
      origin: window.location.origin,
    });
    const locked = await withPaymentLock(reference, () => calls.initiate(body));
    if (!locked.ran) return failed([OTHER_TAB_PAYING]);
    const answer = locked.value;
    if (answer.kind !== 'done') return failed(leadWith(PAYMENT_INIT_FAILED, answer.messages));
    // Signed out meanwhile (any tab): the browser stays, and nothing more is written.
    if (!dispatch(run, { type: 'initiated' })) return;
    claim(run, { done: true });
    flow.clear(run.tab);
    host.leave(run.tab, answer.value, reference);
  }

  const STAGES = {
    'look-up': lookUpStage,
    create: createStage,
    confirm: confirmStage,
    initiate: initiateStage,
  } as const;

  /** Makes each stage's call in turn, each begun once (stored before it is made). */
  async function drive(run: Run<Tab>): Promise<void> {
    driving.add(run.tab);
    try {
      for (;;) {
        const { stage } = read(run);
        if (stage === null || stage === 'complete') return;
        if (!dispatch(run, { type: 'begin', stage })) return;
        try {
          await STAGES[stage](run);
        } catch (error) {
          // A defect, not a server answer: stop on an error rather than hang; never a new call.
          console.error('Checkout: a stage failed', error);
          const [at, message] = INTERRUPTED[stage];
          fail(run, { type: 'interrupted', message }, at, [message]);
          return;
        }
      }
    } finally {
      driving.delete(run.tab);
    }
  }

  /** Make Payment for these inputs with a claim of this run (the checkout's first press, or a new one). */
  function claimFor(run: Run<Tab>, inputs: string): void {
    const { flowId, runId } = read(run);
    if (!flowId || !live(run)) return;
    const current = readClaim(flowId);
    if (current && current.runId === runId && current.inputs === inputs && !current.done) return;
    const mine = host.randomId();
    writeClaim(flowId, { runId: mine, inputs, done: false, at: host.now() });
    flow.write(run.tab, { ...read(run), runId: mine });
  }

  async function runPlan(run: Run<Tab>, request: CheckoutRequest): Promise<boolean> {
    const state = read(run);
    const plan = planCheckout({
      state,
      request,
      claim: state.flowId ? readClaim(state.flowId) : null,
      others: otherClaims(state.flowId ?? ''),
      now: host.now(),
      payCreates: flow.payCreates,
    });
    switch (plan.kind) {
      case 'busy':
      case 'idle':
        return false;
      case 'refuse':
        // The screen keeps what was typed: the sender can look at Transactions and come back.
        toTransactions(run, plan.reason === 'duplicate' ? PAID_ELSEWHERE : SAME_TRANSFER_STARTED);
        return false;
      case 'to-transaction':
        return handOff(run, href.transactionDetail(plan.reference), CONFIRMED_CANNOT_CHANGE);
      case 'look-up':
        if (!dispatch(run, { type: 'look-up' })) return false;
        await drive(run);
        // Found (handed off) or unsure (at Transactions): done. Not found: a new transaction.
        if (read(run).stage !== null || read(run).failed !== null || !live(run)) return true;
        return open(run, request, true);
      case 'pay':
        claimFor(run, request.inputs);
        if (!dispatch(run, { type: 'pay', inputs: request.inputs, runId: read(run).runId ?? '' }))
          return false;
        await drive(run);
        return true;
      case 'open':
        return open(run, request, plan.renew);
    }
  }

  async function open(run: Run<Tab>, request: CheckoutRequest, renew: boolean): Promise<boolean> {
    if (request.before && !(await request.before())) return true;
    const pay = request.pay && flow.payCreates;
    const event: CheckoutEvent = { type: 'open', inputs: request.inputs, pay, madeFor: request.madeFor };
    if (!dispatch(run, renew ? { ...event, flowId: host.randomId() } : event)) return false;
    if (pay) claimFor(run, request.inputs);
    await drive(run);
    return true;
  }

  const request: CheckoutRunner<Tab>['request'] = async (tab, req) => {
    if (!flow.payer(tab)) return false;
    // One request at a time in this tab (a double click); entering Confirmation again while one
    // runs (Back and forth) is made when it ends, so the screen never waits on an old request.
    const running = requesting.get(tab);
    if (running) {
      if (!req.pay && req.inputs !== running.inputs) queued.set(tab, req);
      else if (!req.pay) queued.delete(tab);
      return false;
    }
    flow.busy(tab, true);
    let started = false;
    try {
      for (let next: CheckoutRequest | undefined = req; next; next = queued.get(tab)) {
        queued.delete(tab);
        requesting.set(tab, next);
        const run: Run<Tab> = { tab, session: flow.session(tab), justConfirmed: false };
        if (!read(run).flowId) dispatch(run, { type: 'prepare', flowId: host.randomId() });
        const current = next;
        const outcome = await withTransferLock(current.inputs, () => runPlan(run, current));
        if (outcome.ran) started ||= outcome.value;
        else if (current.pay) toTransactions(run, OTHER_TAB_PAYING);
        else if (live(run)) flow.failed(tab, 'create', [OTHER_TAB_PAYING]);
      }
    } finally {
      requesting.delete(tab);
      queued.delete(tab);
      flow.busy(tab, false);
    }
    return started;
  };

  const back: CheckoutRunner<Tab>['back'] = (tab) => {
    const run: Run<Tab> = { tab, session: flow.session(tab), justConfirmed: false };
    const { reference } = read(run);
    if (reference === null || driving.has(tab) || requesting.has(tab)) return false;
    return handOff(run, href.transactionDetail(reference), CONFIRMED_CANNOT_CHANGE);
  };

  const recover: CheckoutRunner<Tab>['recover'] = (tab) => {
    const run: Run<Tab> = { tab, session: flow.session(tab), justConfirmed: false };
    const state = read(run);
    switch (checkoutRecovery(state, driving.has(tab) || requesting.has(tab))) {
      case 'interrupted': {
        if (state.stage === null || state.stage === 'complete') return;
        const [at, message] = INTERRUPTED[state.stage];
        fail(run, { type: 'interrupted', message }, at, [message]);
        return;
      }
      case 'run':
        if (flow.payer(tab)) void withTransferLock(state.inputs ?? '', () => drive(run));
        return;
      case 'complete':
        dispatch(run, { type: 'reset' });
        return;
      case 'none':
        return;
    }
  };

  const prepare: CheckoutRunner<Tab>['prepare'] = (tab) => {
    dispatch(
      { tab, session: flow.session(tab), justConfirmed: false },
      { type: 'prepare', flowId: host.randomId() },
    );
  };

  return { prepare, request, back, recover };
}
