import { withTabLock, type LockOutcome } from '@/lib/tab-lock.ts';
import type { OtherCheckouts } from './made-transaction.ts';
import { otherClaims } from './claims.ts';

/**
 * Which tab may run what (DESIGN.md 'One checkout'): one tab at a time per transfer (what the
 * screen shows: a duplicated tab, or a second tab where the same transfer was typed again), and
 * one tab at a time per transaction's payment page (a flow's retry and the transaction's own page
 * alike). A second tab doing another transfer is never held up.
 */
export function withTransferLock<T>(inputs: string, work: () => Promise<T>): Promise<LockOutcome<T>> {
  return withTabLock(`transfer:${inputs}`, work);
}

/** One tab at a time asks for a payment page for `reference`. */
export function withPaymentLock<T>(reference: string, work: () => Promise<T>): Promise<LockOutcome<T>> {
  return withTabLock(`payment:${reference}`, work);
}

/** What the browser's other checkouts confirmed, or may have (their claims), for a look-up. */
export function otherCheckouts(flowId: string): OtherCheckouts {
  const claims = otherClaims(flowId);
  const references = new Set<string>();
  let unresolved = false;
  for (const { confirm } of claims) {
    if (confirm === 'sent') unresolved = true;
    else if (confirm) references.add(confirm.reference);
  }
  return { references, unresolved };
}
