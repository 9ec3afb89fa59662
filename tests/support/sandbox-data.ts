import type { Transaction } from '@/api/contract.ts';
import type { TestSandbox } from './test-sandbox.ts';

/** The demo accounts the tests sign in as (sandbox/data/demo-accounts.ts, README 'Demo accounts'). */
export const UK_SENDER = 'uk.sender@example.com';
/** uk.sender's remitter id: the tag of their cached rows. */
export const UK_REMITTER = 'R100001';

/**
 * A fixed clock for the sandbox (`now`), so that the seeded transactions' dates are known: uk.sender's
 * one awaiting payment, ZW10000007, was made an hour before, on 5 Jan 2025 at 14:30.
 */
export const SEEDED_AT = new Date(2025, 0, 5, 15, 30);

/** The sandbox's own view of a user's transactions (sandbox control), as the portal sends them. */
export async function sandboxTransactions(sandbox: TestSandbox, email = UK_SENDER): Promise<Transaction[]> {
  return (
    await sandbox.admin<{ transactions: Transaction[] }>(`/transactions?email=${encodeURIComponent(email)}`)
  ).transactions;
}

/** One of them by reference. */
export async function sandboxTransaction(
  sandbox: TestSandbox,
  ref: string,
  email = UK_SENDER,
): Promise<Transaction> {
  const found = (await sandboxTransactions(sandbox, email)).find((tx) => tx.trans_ref === ref);
  if (!found) throw new Error(`${email} has no transaction ${ref}`);
  return found;
}

/** The sandbox's operator steps a transaction on (PENDING_CLEARANCE → AGENT_OK → SENT_FOR_PAY → PROCESSED). */
export async function advance(sandbox: TestSandbox, ref: string, times = 1): Promise<void> {
  for (let step = 0; step < times; step++)
    await sandbox.admin(`/transactions/${ref}/advance`, { method: 'POST' });
}

/** The portal's failure answer with a message, as a fault answers a call (sandbox/lib/faults.ts). */
export function failure(call: string, message: string, status = 422, times = 1) {
  const [method = 'GET', path = '/'] = call.split(' ');
  return { method, path, status, times, body: { status: 'FAIL', result: { message } } };
}
