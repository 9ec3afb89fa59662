import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Transaction, User } from '@/api/contract.ts';
import TransactionsPage from '@/features/transactions/pages/transactions-page.tsx';
import TransactionDetailPage from '@/features/transactions/pages/transaction-detail-page.tsx';
import CheckoutPage from '@/features/payments/pages/checkout-page.tsx';
import { browser } from '@/features/payments/api/browser.ts';
import { STATUS_LABELS } from '@/features/transactions/model/status.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { renderPage, setDesktop } from '../../unit/transactions/support/render-page.tsx';

let fetchFn: typeof fetch;

beforeEach(async () => {
  fetchFn = sandboxFetch({ strict: true }).fetch;
  vi.stubGlobal('fetch', fetchFn);
  resetUiOptionsLoad();
  await db.wipe();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAccessToken();
  localStorage.clear();
  sessionStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** Logs a demo account in on the sandbox: its token and user. */
async function login(email: string): Promise<{ token: string; user: User }> {
  const response = await fetchFn('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email, password: 'Sandbox1' }),
  });
  const { result } = (await response.json()) as { result: { token: string; user: User } };
  return result;
}

/** The sandbox's own view of a user's transactions (sandbox control). */
async function sandboxTransactions(email: string): Promise<Transaction[]> {
  const response = await fetchFn(`/__sandbox/transactions?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { transactions: Transaction[] }).transactions;
}

let token = '';

/** Signs in on the sandbox; pages are then rendered with its token and user. */
async function signedIn(email: string): Promise<User> {
  const answer = await login(email);
  token = answer.token;
  return answer.user;
}

type PageOptions = Parameters<typeof renderPage>[1];
const show = (ui: Parameters<typeof renderPage>[0], options: PageOptions) =>
  renderPage(ui, { ...options, token });

/**
 * uk.sender presses Make Payment on their transaction awaiting payment: its reference, and the
 * hosted payment page the browser was sent to.
 */
async function startPayingTheAwaitingOne(): Promise<{ user: User; ref: string; paymentUrl: string }> {
  const user = await signedIn('uk.sender@example.com');
  const pending = (await sandboxTransactions('uk.sender@example.com')).find(
    (tx) => tx.status === 'PENDING_CLEARANCE',
  );
  expect(pending).toBeDefined();
  const ref = pending!.trans_ref;
  let paymentUrl = '';
  vi.spyOn(browser, 'assign').mockImplementation((url) => {
    paymentUrl = url;
  });
  const view = show(<TransactionDetailPage />, {
    path: `/transactions/${ref}`,
    pattern: '/transactions/:slug',
    user,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Make Payment' }));
  await waitFor(() => expect(paymentUrl).toMatch(/\/pay\/[\w-]+$/));
  view.unmount();
  return { user, ref, paymentUrl };
}

describe('transactions against the sandbox', () => {
  it('lists uk.sender: one transaction in every status, one awaiting payment, cached under the remitter', async () => {
    setDesktop(true);
    const user = await signedIn('uk.sender@example.com');
    show(<TransactionsPage />, { path: '/transactions', pattern: '/transactions', user });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    for (const label of new Set(Object.values(STATUS_LABELS))) {
      expect(within(table).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(table).getAllByRole('link', { name: /^Make Payment/ })).toHaveLength(1);
    expect(within(table).getAllByRole('link', { name: /^View Details/ })).toHaveLength(6);
    expect(within(table).getAllByText('Credit/Debit Card').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Bank Transfer').length).toBeGreaterThan(0);
    await waitFor(async () =>
      expect(await db.transactions.where('remitterId').equals('R100001').count()).toBe(7),
    );
  });

  it('shows the detail of every transaction with the PIN only where it may be seen', async () => {
    const user = await signedIn('uk.sender@example.com');
    const all = await sandboxTransactions('uk.sender@example.com');
    for (const tx of all) {
      const view = show(<TransactionDetailPage />, {
        path: `/transactions/${tx.trans_ref}`,
        pattern: '/transactions/:slug',
        user,
      });
      expect(await screen.findByText(STATUS_LABELS[tx.status], { selector: 'dd' })).toBeInTheDocument();
      const pinShown = screen.queryByText('Collection PIN') !== null;
      expect(pinShown, tx.status).toBe(['SENT_FOR_PAY', 'HQ_OK', 'PROCESSED'].includes(tx.status));
      view.unmount();
    }
  });

  it('pays the awaiting transaction on the sandbox page and shows it moving on', async () => {
    const { user, ref, paymentUrl } = await startPayingTheAwaitingOne();

    // The user presses Pay on the hosted page: it redirects to the card method's return URL.
    const paid = await fetchFn(`${new URL(paymentUrl).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`${window.location.origin}/transactions/${ref}`);

    show(<TransactionDetailPage />, { path: `/transactions/${ref}`, pattern: '/transactions/:slug', user });
    expect(
      await screen.findByText('Payment received. Your transaction is being checked by compliance.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Compliance Checking', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect((await sandboxTransactions('uk.sender@example.com')).length).toBe(7);
  });

  it("back from a payment cancelled on the sandbox page, the strict poll answering only its failure: 'Oh Snap!' and Make Payment again", async () => {
    const { user, ref, paymentUrl } = await startPayingTheAwaitingOne();

    // The user presses Cancel on the hosted page: it sends them back to the transaction.
    const cancelled = await fetchFn(`${new URL(paymentUrl).pathname}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);

    show(<TransactionDetailPage />, { path: `/transactions/${ref}`, pattern: '/transactions/:slug', user });
    expect(
      await screen.findByText('Oh Snap! We have failed to process the transaction...'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Oh Yeah!/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it.each(['pay', 'cancel'])(
    'checkout after a bank transfer payment (%s on its page) leads to the transaction',
    async (press) => {
      const user = await signedIn('uk.sender@example.com');
      const pending = (await sandboxTransactions('uk.sender@example.com')).find(
        (tx) => tx.status === 'PENDING_CLEARANCE',
      )!;
      // Start the payment as the app does for method 82 (returning to /checkout), and pay it.
      const started = await fetchFn('/api/payments/initiate', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          member_id: user.remitter_id,
          transaction_reference: pending.trans_ref,
          payment_method: '82',
          currency: pending.currency,
          amount: pending.remitt_pay,
          return_url: `${window.location.origin}/checkout/${pending.trans_ref}`,
        }),
      });
      const { payment_url } = (await started.json()) as { payment_url: string };
      await fetchFn(`${new URL(payment_url).pathname}/${press}`, { method: 'POST', redirect: 'manual' });

      const { location } = show(<CheckoutPage />, {
        path: `/checkout/${pending.trans_ref}`,
        pattern: '/checkout/:reference',
        user,
      });
      await waitFor(() => expect(location.history?.at(-1)).toBe(`/transactions/${pending.trans_ref}`));
    },
  );

  it("hides the sandbox's 'Payment Not Initiated.' poll answer on the detail page", async () => {
    const user = await signedIn('uk.sender@example.com');
    const pending = (await sandboxTransactions('uk.sender@example.com')).find(
      (tx) => tx.status === 'PENDING_CLEARANCE',
    )!;
    const spy = vi.spyOn(globalThis, 'fetch');
    show(<TransactionDetailPage />, {
      path: `/transactions/${pending.trans_ref}`,
      pattern: '/transactions/:slug',
      user,
    });
    await screen.findByRole('button', { name: 'Make Payment' });
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input).endsWith('/payments/poll'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Payment Not Initiated.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
