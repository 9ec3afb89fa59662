import { CLAIM_KEPT_MS, claimDecision, type CheckoutClaim } from './claims.ts';
import {
  CHECKOUT_LIFE_MS,
  checkoutExpired,
  checkoutUnderway,
  confirmMayHaveGone,
  type CheckoutState,
} from './state.ts';

/** What the sender asked: Make Payment (`pay`), or entering Confirmation, for what the screen shows. */
export interface PlanRequest {
  /** What the screen shows, as a key: a transaction is made and paid for exactly these. */
  inputs: string;
  pay: boolean;
}

/**
 * What a request does, decided in one place from the stored checkout, its claim and the time:
 * - busy: a call of this checkout runs; nothing starts;
 * - idle: entering Confirmation again for what was created; nothing to do;
 * - refuse: this checkout, for these inputs, was run from another tab (a duplicate), or the same
 *   transfer was started by another checkout that may have made its transaction;
 * - to-transaction: a confirmed transaction cannot be changed: the sender pays it on its page;
 * - look-up: other inputs after a confirm whose outcome is unknown: look for its transaction first;
 * - pay: confirm and pay what was created for these inputs (or retry what failed);
 * - open: create a transaction for these inputs (and, with `pay`, confirm and pay it at once),
 *   as a new checkout (`renew`) when the stored one ended, expired or was run elsewhere.
 */
export type CheckoutPlan =
  | { kind: 'busy' }
  | { kind: 'idle' }
  | { kind: 'refuse'; reason: 'duplicate' | 'repeat' }
  | { kind: 'to-transaction'; reference: string }
  | { kind: 'look-up' }
  | { kind: 'pay' }
  | { kind: 'open'; pay: boolean; renew: boolean };

export interface PlanContext {
  state: CheckoutState;
  request: PlanRequest;
  /** The stored checkout's claim (null: never pressed, or no flowId). */
  claim: CheckoutClaim | null;
  /** The claims of this browser's other checkouts (another tab, an earlier transfer). */
  others: readonly CheckoutClaim[];
  now: number;
  /** The flow's Make Payment creates the transaction (Zimbabwe); otherwise it pays what was created. */
  payCreates: boolean;
}

/** A claim that still stands against a press for these inputs (not mine, not past its life). */
function claimedElsewhere(claim: CheckoutClaim | null, runId: string | null, inputs: string, now: number) {
  if (!claim || claim.inputs !== inputs || now - claim.at > Math.min(CHECKOUT_LIFE_MS, CLAIM_KEPT_MS)) {
    return false;
  }
  const decision = claimDecision(claim, runId);
  return decision === 'taken' || decision === 'done';
}

/**
 * The same transfer was started by another checkout within its life and may have made a
 * transaction (it ended, or sent a confirm): a second one for it would pay twice.
 */
function startedElsewhere(others: readonly CheckoutClaim[], inputs: string, now: number): boolean {
  return others.some(
    (other) =>
      other.inputs === inputs &&
      now - other.at <= CHECKOUT_LIFE_MS &&
      (other.done || other.confirm !== undefined),
  );
}

export function planCheckout({ state, request, claim, others, now, payCreates }: PlanContext): CheckoutPlan {
  if (checkoutUnderway(state)) return { kind: 'busy' };
  // Never a new transaction after an unclear confirm before it is looked up, even past its life.
  const unclear = confirmMayHaveGone(state);
  const expired = checkoutExpired(state, now);
  const created = state.transSessionId !== null && state.failed !== 'create';
  const same = created && state.inputs === request.inputs && !expired;
  if (request.pay && claimedElsewhere(claim, state.runId, request.inputs, now))
    return { kind: 'refuse', reason: 'duplicate' };
  // Another checkout already started this very transfer (and may have made it): never a second,
  // even when this one's own confirm is unclear (what it may have made is in Transactions too).
  if (request.pay && state.reference === null && startedElsewhere(others, request.inputs, now))
    return { kind: 'refuse', reason: 'repeat' };
  if (same) return request.pay ? { kind: 'pay' } : { kind: 'idle' };
  if (state.reference !== null && !expired) return { kind: 'to-transaction', reference: state.reference };
  if (unclear) return { kind: 'look-up' };
  // A new transaction: a new checkout when anything of the stored one (a session, a claim) exists.
  const renew = state.transSessionId !== null || state.reference !== null || claim !== null;
  return { kind: 'open', pay: request.pay && payCreates, renew };
}
