import type { PendingTransactionsResult } from '@/api/contract.ts';
import { href, routes } from '@/config/paths.ts';

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

type Pending = Partial<Pick<PendingTransactionsResult, 'has_pending' | 'disclaimer' | 'transactions'>>;

/**
 * The pending-transaction notice (spec §8): the server's disclaimer (the call's, else the UI
 * options'), or 'You have a pending transaction', linking to the transaction awaiting payment.
 */
export function pendingNotice(result: Pending | undefined, optionsDisclaimer?: string): PendingNotice | null {
  if (!result) return null;
  const transactions = result.transactions ?? [];
  if (!result.has_pending && transactions.length === 0) return null;
  const text = result.disclaimer?.trim() || optionsDisclaimer?.trim() || PENDING_FALLBACK;
  const reference = transactions[0]?.trans_ref;
  return { text, link: reference ? href.transactionDetail(reference) : routes.transactions.pattern };
}

/** True while compliance holds one of the user's transactions. */
export function complianceHold(
  result: Partial<Pick<PendingTransactionsResult, 'compliance_hold'>> | undefined,
): boolean {
  return result?.compliance_hold === true;
}
