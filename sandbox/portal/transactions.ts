import type { On } from '../lib/typed-routes.ts';
import type { OneOrMany, PortalCalls, Transaction } from '../../src/api/contract.ts';
import { failMessage } from '../lib/responses.ts';
import { toTransaction, transactionOf, transactionsOf } from '../lib/transactions-store.ts';
import { hasComplianceHold } from '../lib/transactions-store.ts';
import { registerTransactionCreateRoutes } from './transaction-create.ts';
import { registerTransactionConfirmRoutes } from './transaction-confirm.ts';

/** The portal's collection quirk: one item alone, several as a list, none as absent. */
export function oneOrMany<T>(items: T[]): OneOrMany<T> {
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : items;
}

/**
 * The transaction calls: charges live in charges.ts; create, confirm and clear in their modules;
 * here the list, one transaction, and the pending-transactions notice.
 */
export function registerTransactionRoutes(on: On<PortalCalls>): void {
  registerTransactionCreateRoutes(on);
  registerTransactionConfirmRoutes(on);

  on('GET /remitter/transactions', (c) => {
    const { deps, user } = c.var;
    const transactions = transactionsOf(deps.db, user.id).map(toTransaction);
    return { status: 'SUCCESS', result: { transactions: oneOrMany(transactions) } };
  });

  on('GET /remitter/transactions/:id', (c) => {
    const { deps, user } = c.var;
    const record = transactionOf(deps.db, user.id, c.req.param('id') ?? '');
    if (!record) return failMessage(c, 'Transaction not found.', 404);
    return { status: 'SUCCESS', result: toTransaction(record) };
  });

  on('GET /remitter/pending-transactions', (c) => {
    const { deps, user } = c.var;
    const pending: Transaction[] = transactionsOf(deps.db, user.id)
      .filter((t) => t.status === 'PENDING_CLEARANCE')
      .map(toTransaction);
    const hasPending = pending.length > 0;
    return {
      status: 'SUCCESS',
      result: {
        has_pending: hasPending,
        // Only a transaction compliance has flagged (AGENT_OK with compliance_hold) holds the user;
        // an ordinary AGENT_OK transaction after payment does not (see lib/send-rules.ts).
        compliance_hold: hasComplianceHold(deps.db, user.id),
        disclaimer: hasPending ? deps.uiOptions.disclaimers.pending_transactions : '',
        transactions: pending,
      },
    };
  });
}
