import { routes, type RouteName } from '../src/config/paths.ts';
import { PASSWORD, SA_LITE, SA_SENDER, UK_SENDER } from './accounts.ts';

/** A page the bench opens: its pattern in the route table, the path opened and as whom. */
export interface BenchRoute {
  pattern: string;
  path: string;
  /** The demo account signed in; null for a public route (measured signed out). */
  account: string | null;
  /** A route the performance goals name: Lighthouse takes the median of 3 runs there. */
  goal: boolean;
}

/** Routes of the table the bench does not open, and why. */
const SKIPPED: Partial<Record<RouteName, string>> = {
  loginAlias: 'the same page as /',
  passwordReset: 'opens only from the emailed link, with its one-time token',
  kycLink: 'opens only from the verification link sent to a remitter',
  kycLinkQuery: 'opens only from the verification link sent to a remitter',
};

/** Signed-in routes that need another user than uk.sender. */
const ACCOUNT_FOR: Partial<Record<RouteName, string>> = {
  countrySelection: SA_SENDER, // UK senders never see it
  sendMoneyOther: SA_SENDER,
  upgradeAccount: SA_SENDER, // the menu offers it to non-UK senders only
  upgradeLimited: SA_LITE, // lite to limited
};

export const GOAL_PATTERNS: readonly string[] = [
  routes.login.pattern,
  routes.sendMoney.pattern,
  routes.transactions.pattern,
  routes.transactionDetail.pattern,
];

/** What fills the routes' parameters: uk.sender's data, read from the portal API. */
interface Parameters {
  /** A transaction the beneficiary collected (PROCESSED). */
  collected: string;
  /** The transaction awaiting payment (PENDING_CLEARANCE), the one checkout is for. */
  awaitingPayment: string;
  beneficiaryId: string;
}

async function apiGet<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/remitter${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { result: T };
  return body.result;
}

async function parametersOf(baseUrl: string): Promise<Parameters> {
  const login = await fetch(`${baseUrl}/api/remitter/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: UK_SENDER, password: PASSWORD }),
  });
  const token = ((await login.json()) as { result?: { token?: string } }).result?.token;
  if (!token) throw new Error(`Could not sign ${UK_SENDER} in through the API.`);
  type Many<T> = T | T[] | undefined;
  const many = <T>(items: Many<T>): T[] =>
    items === undefined ? [] : Array.isArray(items) ? items : [items];
  const { transactions } = await apiGet<{ transactions: Many<{ trans_ref: string; status: string }> }>(
    baseUrl,
    '/transactions',
    token,
  );
  const { beneficiaries } = await apiGet<{
    beneficiaries: { beneficiary: Many<{ beneficiary_id: string }> };
  }>(baseUrl, '/beneficiaries', token);
  const find = (status: string) => many(transactions).find((t) => t.status === status)?.trans_ref;
  const collected = find('PROCESSED');
  const awaitingPayment = find('PENDING_CLEARANCE');
  const beneficiaryId = many(beneficiaries.beneficiary)[0]?.beneficiary_id;
  if (!collected || !awaitingPayment || !beneficiaryId)
    throw new Error(`${UK_SENDER}'s seeded data is missing.`);
  await startPayment(baseUrl, token, awaitingPayment);
  return { collected, awaitingPayment, beneficiaryId };
}

/**
 * Presses Make Payment for the transaction through the API, as a sender has done before the
 * payment page sends them back to /checkout/{ref}: the page then finds a payment to poll (a
 * transaction never paid for answers the poll with a 404, which the browser logs to the console
 * and Lighthouse scores as an error no sender meets there).
 */
async function startPayment(baseUrl: string, token: string, reference: string): Promise<void> {
  const transaction = await apiGet<{
    member_id: string;
    payment_method: string | { id?: string | number };
    currency: string;
    remitt_pay: number;
  }>(baseUrl, `/transactions/${encodeURIComponent(reference)}`, token);
  const response = await fetch(`${baseUrl}/api/payments/initiate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      member_id: transaction.member_id,
      transaction_reference: reference,
      payment_method:
        typeof transaction.payment_method === 'object'
          ? String(transaction.payment_method.id ?? '')
          : transaction.payment_method,
      currency: transaction.currency,
      amount: transaction.remitt_pay,
      return_url: `${baseUrl}/checkout/${encodeURIComponent(reference)}`,
    }),
  });
  if (!response.ok) throw new Error(`Could not start the payment of ${reference} (${response.status}).`);
}

function pathOf(pattern: string, p: Parameters): string {
  if (pattern === routes.transactionDetail.pattern) return `/transactions/${encodeURIComponent(p.collected)}`;
  if (pattern === routes.checkout.pattern) return `/checkout/${encodeURIComponent(p.awaitingPayment)}`;
  if (pattern === routes.beneficiaryUpdate.pattern)
    return `/beneficiaries/${encodeURIComponent(p.beneficiaryId)}`;
  // The flow needs its country: the link that names it (sa.sender can send to Kenya).
  if (pattern === routes.sendMoneyOther.pattern) return `${pattern}?country=KE`;
  if (pattern.includes(':')) throw new Error(`No value for the parameters of ${pattern}`);
  return pattern;
}

/**
 * Every route of the app's route table (src/config/paths.ts) but the skipped ones, public first,
 * with its parameters filled from uk.sender's data and the account it is opened as.
 */
export async function benchRoutes(
  baseUrl: string,
): Promise<{ list: BenchRoute[]; skipped: { pattern: string; reason: string }[] }> {
  const parameters = await parametersOf(baseUrl);
  const list: BenchRoute[] = [];
  const skipped: { pattern: string; reason: string }[] = [];
  for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    const reason = SKIPPED[name];
    if (reason) {
      skipped.push({ pattern: route.pattern, reason });
      continue;
    }
    list.push({
      pattern: route.pattern,
      path: pathOf(route.pattern, parameters),
      account: route.access === 'public' ? null : (ACCOUNT_FOR[name] ?? UK_SENDER),
      goal: GOAL_PATTERNS.includes(route.pattern),
    });
  }
  list.sort((a, b) => Number(a.account !== null) - Number(b.account !== null));
  return { list, skipped };
}

/** The routes `--route=` picks: by pattern or by path. */
export function pickRoutes(list: readonly BenchRoute[], wanted: string | undefined): BenchRoute[] {
  if (!wanted) return [...list];
  const picked = list.filter((route) => route.pattern === wanted || route.path === wanted);
  if (picked.length === 0)
    throw new Error(`--route=${wanted}: no such route (${list.map((r) => r.pattern).join(', ')})`);
  return picked;
}
