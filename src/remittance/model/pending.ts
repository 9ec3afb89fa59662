import type { PendingTransactionsResult } from '@/api/contract.ts';
import { href, routes } from '@/config/paths.ts';
import { toList } from '@/lib/one-or-many.ts';

/** Spec §8: the pending notice's text when the server gives no disclaimer. */
export const PENDING_FALLBACK = 'You have a pending transaction';
/** Spec §8: shown while compliance holds a transaction; Calculate is disabled. */
export const COMPLIANCE_HOLD_MESSAGE =
  'You cannot proceed until one of your transactions has been cleared by compliance';
/** The notice's link label. */
export const VIEW_TRANSACTION = 'View Transaction';

export interface PendingNotice {
  text: string;
  /** The pending transaction's page, or the list when the server named none. */
  link: string;
}

/**
 * The pending-transaction notice (spec §8): the server's disclaimer (the call's, else the UI
 * options'), or 'You have a pending transaction', linking to the transaction awaiting payment.
 * The spec does not show the call's result: a pending transaction is one the server flags
 * (`has_pending`) or lists; with neither, there is no notice.
 */
export function pendingNotice(
  result: PendingTransactionsResult | undefined,
  optionsDisclaimer?: string,
): PendingNotice | null {
  if (!result) return null;
  const transactions = toList(result.transactions);
  if (!result.has_pending && transactions.length === 0) return null;
  const text = result.disclaimer?.trim() || optionsDisclaimer?.trim() || PENDING_FALLBACK;
  const awaiting = transactions.find((t) => t.status === 'PENDING_CLEARANCE') ?? transactions[0];
  const reference = awaiting?.trans_ref;
  return { text, link: reference ? href.transactionDetail(reference) : routes.transactions.pattern };
}

/**
 * True while compliance holds one of the user's transactions: the server's `compliance_hold`
 * flag when it sends one, else a listed transaction in compliance checking (AGENT_OK).
 */
export function complianceHold(result: PendingTransactionsResult | undefined): boolean {
  if (!result) return false;
  if (typeof result.compliance_hold === 'boolean') return result.compliance_hold;
  return toList(result.transactions).some((t) => t.status === 'AGENT_OK');
}
