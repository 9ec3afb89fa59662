import type { Transaction, TransactionStatus } from '@/api/contract.ts';
import type { Fault } from '../../sandbox/lib/faults.ts';
import { beneficiariesOf } from '../../sandbox/lib/beneficiaries-store.ts';
import { buildTransaction } from '../../sandbox/lib/transaction-builder.ts';
import {
  insertTransaction,
  nextReference,
  toTransaction,
  updateTransaction,
} from '../../sandbox/lib/transactions-store.ts';
import { updateUser, userByEmail, type UserRow } from '../../sandbox/lib/users.ts';
import { corridorByCode, EXCHANGE_RATES } from '../../sandbox/data/corridors.ts';
import { paymentMethodFor } from '../../sandbox/rules/payment-methods.ts';
import { quote, type QuoteAmount } from '../../sandbox/rules/quote.ts';
import type { TestSandbox } from './test-sandbox.ts';

/** The demo accounts the tests sign in as (sandbox/data/demo-accounts.ts, README 'Demo accounts'). */
export const UK_SENDER = 'uk.sender@example.com';
/** uk.sender's remitter id: the tag of their cached rows. */
export const UK_REMITTER = 'R100001';
/** The South African sender, who sends to Zimbabwe and to the payout partner's countries. */
export const SA_SENDER = 'sa.sender@example.com';
/** sa.sender's remitter id: the tag of their cached rows. */
export const SA_REMITTER = 'R200001';

/**
 * A fixed clock for the sandbox (`now`), so that the seeded transactions' dates are known: uk.sender's
 * one awaiting payment, ZW10000007, was made an hour before, on 5 Jan 2025 at 14:30.
 */
export const SEEDED_AT = new Date(2025, 0, 5, 15, 30);

/** The sandbox's answer to a request made apart from the app (another tab or device, the payment page). */
async function request(sandbox: TestSandbox, path: string, init: RequestInit = {}): Promise<Response> {
  return sandbox.sandbox.app.request(path, init);
}

/**
 * The sender started paying the transaction (in another tab, or before a reload): its hosted
 * payment page's URL, as POST /payments/initiate answers it (made apart from the app's calls).
 */
export async function startPayment(
  sandbox: TestSandbox,
  transaction: Transaction,
  { email = UK_SENDER, returnPath = `/transactions/${transaction.trans_ref}` } = {},
): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  const signedIn = await request(sandbox, '/api/remitter/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'email', email, password: 'Sandbox1' }),
  });
  const { result } = (await signedIn.json()) as { result: { token: string } };
  const method = transaction.payment_method;
  const started = await request(sandbox, '/api/payments/initiate', {
    method: 'POST',
    headers: { ...json, Authorization: `Bearer ${result.token}` },
    body: JSON.stringify({
      member_id: transaction.member_id,
      transaction_reference: transaction.trans_ref,
      payment_method: typeof method === 'string' ? method : method.id,
      currency: transaction.currency,
      amount: transaction.remitt_pay,
      return_url: `${window.location.origin}${returnPath}`,
    }),
  });
  const answer = (await started.json()) as { payment_url?: string };
  if (!answer.payment_url) throw new Error(`no payment started: ${JSON.stringify(answer)}`);
  return answer.payment_url;
}

/** The sender presses Pay or Cancel on the hosted payment page; its redirect's status. */
export async function onPaymentPage(sandbox: TestSandbox, paymentUrl: string, press: 'pay' | 'cancel') {
  const response = await request(sandbox, `${new URL(paymentUrl).pathname}/${press}`, { method: 'POST' });
  return response.status;
}

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

/**
 * A Zimbabwe transfer of `amount` the user made earlier (`age` ms before the sandbox's clock), priced
 * and stored as the sandbox makes and seeds them (sandbox/data/seed-transactions.ts), to their
 * first Zimbabwe beneficiary; the portal's answer for it.
 */
export function addTransaction(
  sandbox: TestSandbox,
  {
    email = UK_SENDER,
    status = 'PENDING_CLEARANCE',
    method,
    amount,
    age = 0,
  }: {
    email?: string;
    status?: TransactionStatus;
    method: string;
    /** What was sent ('source', in GBP or ZAR) or received ('destination', in USD). */
    amount: QuoteAmount;
    age?: number;
  },
): Transaction {
  const { db, now, uiOptions } = sandbox.sandbox.deps;
  const user = userByEmail(db, email);
  const beneficiary = user && beneficiariesOf(db, user.id).find((b) => b.country_code === 'ZW');
  const corridor = corridorByCode('ZW');
  const paymentMethod = user && paymentMethodFor(uiOptions, user.country, method);
  const source = user?.country === 'UK' ? 'GBP' : 'ZAR';
  const priced = quote(EXCHANGE_RATES, source, 'USD', amount, { roundPayoutToTen: true });
  if (!user?.remitter_id || !beneficiary || !corridor || !paymentMethod || !priced)
    throw new Error(`cannot make a transaction for ${email}`);
  const createdAt = new Date(now().getTime() - age);
  const data = buildTransaction({
    reference: nextReference(db, corridor.code),
    country: user.country,
    memberId: user.remitter_id,
    beneficiary,
    corridor,
    quote: priced,
    paymentMethod,
    purpose: user.default_transfer_purpose ?? 'gift',
    transType: 'Cash Collection',
    promoCode: '',
    createdAt,
  });
  return toTransaction(insertTransaction(db, { userId: user.id, status, createdAt, data }));
}

/** The transfer was cancelled (the portal keeps it, ABORTED; it no longer counts against limits). */
export function cancelTransaction(sandbox: TestSandbox, ref: string): void {
  if (!updateTransaction(sandbox.sandbox.deps.db, ref, { status: 'ABORTED' })) throw new Error(`no ${ref}`);
}

/**
 * A demo account as it stood at another time (before an upgrade, before onboarding): its row in
 * the sandbox changed, so its login, profile and limits all say so.
 */
export function changeAccount(
  sandbox: TestSandbox,
  email: string,
  columns: Partial<Pick<UserRow, 'kyc_status' | 'onboarded' | 'remitter_id'>>,
): void {
  const { db } = sandbox.sandbox.deps;
  const user = userByEmail(db, email);
  if (!user) throw new Error(`no account ${email}`);
  updateUser(db, user.id, columns);
}

/** A fault that answers the call with the portal's success envelope around `result` (status 200). */
export function answer(call: string, result: unknown): Fault {
  const [method = 'GET', path = '/'] = call.split(' ');
  return { method, path, status: 200, body: { status: 'SUCCESS', result } };
}

/**
 * A fault that answers the call with the portal's failure envelope and its message: once, or
 * `times` times (every time when `times` is Infinity).
 */
export function failure(
  call: string,
  message: string,
  { status = 422, times = 1 }: { status?: number; times?: number } = {},
): Fault {
  const [method = 'GET', path = '/'] = call.split(' ');
  return {
    method,
    path,
    status,
    ...(times === Infinity ? {} : { times }),
    body: { status: 'FAIL', result: { message } },
  };
}
