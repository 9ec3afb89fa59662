/**
 * Which tab runs a checkout. A duplicated tab carries a copy of the first tab's session storage,
 * so both hold the same checkout (its `flowId`). The first to press Make Payment writes a claim in
 * local storage (personal: removed at logout), under the checkout's tab lock: another run of the
 * same checkout for the same inputs is refused, and a checkout that ended is never run again. The
 * claims also tell a look-up what the browser's other checkouts confirmed, or may have.
 */
export interface CheckoutClaim {
  /** The run (CheckoutState.runId) that pressed Make Payment first. */
  runId: string;
  /** What the screen showed at that press (CheckoutState.inputs). */
  inputs: string;
  /** The checkout ended (the payment page opened, or the sender was taken to the transaction). */
  done: boolean;
  /** When it was written (ms), so old claims can be dropped. */
  at: number;
  /** Its confirm: sent with no known outcome yet, or the transaction it made. */
  confirm?: 'sent' | { reference: string };
}

/** What a press of Make Payment may do, given the checkout's claim. */
export type ClaimDecision = 'claim' | 'mine' | 'taken' | 'done';

export function claimDecision(claim: CheckoutClaim | null, runId: string | null): ClaimDecision {
  if (!claim) return 'claim';
  if (claim.done) return 'done';
  return runId !== null && claim.runId === runId ? 'mine' : 'taken';
}

const PREFIX = 'checkout-claim:';
/** Claims older than this are dropped when another is written. */
export const CLAIM_KEPT_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isClaim(value: unknown): value is CheckoutClaim {
  if (typeof value !== 'object' || value === null) return false;
  const claim = value as Record<string, unknown>;
  return (
    typeof claim.runId === 'string' &&
    typeof claim.inputs === 'string' &&
    typeof claim.done === 'boolean' &&
    typeof claim.at === 'number'
  );
}

export function readClaim(flowId: string, store = storage()): CheckoutClaim | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(PREFIX + flowId) ?? 'null');
    return isClaim(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every claim but `flowId`'s: the browser's other checkouts. */
export function otherClaims(flowId: string, store = storage()): CheckoutClaim[] {
  const claims: CheckoutClaim[] = [];
  if (!store) return claims;
  try {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (!key?.startsWith(PREFIX) || key === PREFIX + flowId) continue;
      const claim = readClaim(key.slice(PREFIX.length), store);
      if (claim) claims.push(claim);
    }
  } catch {
    // Storage refused: nothing is known of other checkouts.
  }
  return claims;
}

/** Writes the claim (and drops claims past CLAIM_KEPT_MS). */
export function writeClaim(flowId: string, claim: CheckoutClaim, store = storage()): void {
  if (!store) return;
  try {
    for (let index = store.length - 1; index >= 0; index -= 1) {
      const key = store.key(index);
      if (!key?.startsWith(PREFIX) || key === PREFIX + flowId) continue;
      const old = readClaim(key.slice(PREFIX.length), store);
      if (!old || claim.at - old.at > CLAIM_KEPT_MS) store.removeItem(key);
    }
    store.setItem(PREFIX + flowId, JSON.stringify(claim));
  } catch {
    // Storage refused (private mode): the tab lock still keeps two runs apart.
  }
}

/** Updates the checkout's claim, if it has one. */
export function updateClaim(flowId: string, change: Partial<CheckoutClaim>, store = storage()): void {
  const claim = readClaim(flowId, store);
  if (claim) writeClaim(flowId, { ...claim, ...change }, store);
}
