import type { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';
import type { TransactionStatus } from '../../src/api/contract.ts';
import { userByEmail } from '../lib/users.ts';
import {
  randomPin,
  toTransaction,
  transactionByRef,
  transactionsOf,
  updateTransaction,
} from '../lib/transactions-store.ts';
import { sessionsOf } from '../lib/sessions-store.ts';
import { pendingPayment, settlePayment } from '../lib/payments-store.ts';

/** The next status when the sandbox operator steps a transaction on; none after PROCESSED. */
export const NEXT_STATUS: Partial<Record<TransactionStatus, TransactionStatus>> = {
  PENDING_CLEARANCE: 'AGENT_OK',
  AGENT_OK: 'SENT_FOR_PAY',
  SENT_FOR_PAY: 'PROCESSED',
  HQ_OK: 'PROCESSED',
};

/**
 * Sandbox-only transaction controls (under /__sandbox, never part of the real services):
 * POST /transactions/:ref/advance steps a status on (PENDING_CLEARANCE -> AGENT_OK ->
 * SENT_FOR_PAY -> PROCESSED); leaving AGENT_OK clears a compliance hold and assigns a collection
 * PIN. GET /transactions?email= lists a user's sessions and transactions, so browser tests can
 * count them.
 */
export function registerTransactionAdmin(admin: Hono<SandboxEnv>): void {
  admin.post('/transactions/:ref/advance', (c) => {
    const { db } = c.var.deps;
    const ref = c.req.param('ref');
    const current = transactionByRef(db, ref);
    if (!current) return c.json({ message: `No transaction ${ref}.` }, 404);
    const next = NEXT_STATUS[current.status];
    if (!next) return c.json({ message: `A ${current.status} transaction cannot be advanced.` }, 409);
    const updated = db.transaction(() => {
      if (current.status === 'PENDING_CLEARANCE') {
        // Stepping past PENDING_CLEARANCE means the money arrived: a pending payment counts as paid.
        const payment = pendingPayment(db, ref);
        if (payment) settlePayment(db, payment.token, 'paid');
      }
      const leavingCompliance = current.status === 'AGENT_OK';
      return updateTransaction(db, ref, {
        status: next,
        ...(leavingCompliance ? { complianceHold: false } : {}),
        ...(leavingCompliance && !current.data.collection_pin ? { collectionPin: randomPin() } : {}),
      });
    })();
    if (!updated) return c.json({ message: `No transaction ${ref}.` }, 404);
    return c.json({ transaction: toTransaction(updated), compliance_hold: updated.complianceHold });
  });

  admin.get('/transactions', (c) => {
    const { db } = c.var.deps;
    const email = c.req.query('email') ?? '';
    if (!email)
      return c.json({ message: 'Give the email of a user: /__sandbox/transactions?email=...' }, 400);
    const user = userByEmail(db, email);
    if (!user) return c.json({ message: `No user ${email}.` }, 404);
    const transactions = transactionsOf(db, user.id).map(toTransaction);
    const sessions = sessionsOf(db, user.id).map((s) => ({
      id: s.id,
      state: s.state,
      trans_ref: s.trans_ref,
      created_at: s.createdAt,
    }));
    return c.json({ count: transactions.length, sessions, transactions });
  });
}
