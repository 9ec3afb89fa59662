import type { Country, UiOptions } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { updateClaim, type CheckoutClaim } from './claims.ts';
import {
  nextCheckout,
  type CheckoutEvent,
  type CheckoutFailure,
  type CheckoutState,
  type MadeFor,
} from './state.ts';

/**
 * What the checkout works with: the send flow's part (its stored state, its create, what its
 * screen shows), where it takes the sender (the host), and one run of a request in a tab, with
 * the few state operations every stage uses. The runner (runner.ts) and the stages (stages.ts)
 * share these.
 */

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

export interface Run<Tab> {
  tab: Tab;
  /** The session the run began in: once it changes, the run writes and navigates nothing. */
  session: number;
  /** The confirm answered in this run: the transaction surely awaits payment. */
  justConfirmed: boolean;
}

/** The state operations of a run: each does nothing once the tab's session changed. */
export function runOps<Tab>(flow: CheckoutFlow<Tab>, host: CheckoutHost<Tab>) {
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
  return { live, read, dispatch, claim, fail, handOff, toTransactions };
}

export type RunOps<Tab> = ReturnType<typeof runOps<Tab>>;
