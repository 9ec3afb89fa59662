import { href } from '@/config/paths.ts';
import {
  CONFIRMED_CANNOT_CHANGE,
  OTHER_TAB_PAYING,
  PAID_ELSEWHERE,
  SAME_TRANSFER_STARTED,
} from '../model/checkout-messages.ts';
import { otherClaims, readClaim, writeClaim } from './claims.ts';
import { withTransferLock } from './exclusion.ts';
import { runOps, type CheckoutFlow, type CheckoutHost, type CheckoutRequest, type Run } from './flow.ts';
import { planCheckout } from './plan.ts';
import { INTERRUPTED, checkoutStages } from './stages.ts';
import { checkoutRecovery, type CheckoutEvent } from './state.ts';

export type { CheckoutFlow, CheckoutHost, CheckoutRequest, Payer } from './flow.ts';

export interface CheckoutRunner<Tab> {
  prepare: (tab: Tab) => void;
  /** Runs the request under the transfer's tab lock; false when nothing started. */
  request: (tab: Tab, request: CheckoutRequest) => Promise<boolean>;
  /** Back from Confirmation: true when the sender was taken to a confirmed transaction instead. */
  back: (tab: Tab) => boolean;
  /** On (re)load: a call cut off by a reload is never made again by itself. */
  recover: (tab: Tab) => void;
}

/**
 * The checkout's runner (DESIGN.md 'One checkout'): a request is planned (plan.ts) under the
 * transfer's tab lock (exclusion.ts), then its stages (stages.ts) run in turn, each begun once.
 */
export function createCheckoutRunner<Tab extends object>(
  flow: CheckoutFlow<Tab>,
  host: CheckoutHost<Tab>,
): CheckoutRunner<Tab> {
  /** The request each tab is running, and the one to make when it ends. */
  const requesting = new WeakMap<Tab, CheckoutRequest>();
  const queued = new WeakMap<Tab, CheckoutRequest>();
  const driving = new WeakSet<Tab>();
  const ops = runOps(flow, host);
  const { live, read, dispatch, fail, handOff, toTransactions } = ops;
  const STAGES = checkoutStages(flow, host, ops);

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
