import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { browser } from '@/features/payments/api/browser.ts';
import { STATUS_LABELS } from '@/features/transactions/model/status.ts';
import { db } from '@/lib/db.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  UK_REMITTER,
  UK_SENDER,
  onPaymentPage,
  sandboxTransaction,
  sandboxTransactions,
  startPayment,
} from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

/** uk.sender's transaction awaiting payment. */
const PENDING = 'ZW10000007';
const POLL = 'POST /api/payments/poll';

/** uk.sender in the app at `url`, against `sandbox` (strict). */
const show = (url: string, sandbox: TestSandbox) => renderApp({ url, user: UK_SENDER, sandbox });

/**
 * uk.sender presses Make Payment on their transaction awaiting payment: the hosted payment page
 * the browser was sent to.
 */
async function startPayingTheAwaitingOne(sandbox: TestSandbox): Promise<string> {
  let paymentUrl = '';
  vi.spyOn(browser, 'assign').mockImplementation((url) => {
    paymentUrl = url;
  });
  const view = await show(`/transactions/${PENDING}`, sandbox);
  await view.user.click(await screen.findByRole('button', { name: 'Make Payment' }));
  await waitFor(() => expect(paymentUrl).toMatch(/\/pay\/[\w-]+$/));
  view.unmount();
  return paymentUrl;
}

describe('transactions against the sandbox', () => {
  it('lists uk.sender: one transaction in every status, one awaiting payment, cached under the remitter', async () => {
    setDesktop(true);
    await show('/transactions', startSandbox());
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
      expect(await db.transactions.where('remitterId').equals(UK_REMITTER).count()).toBe(7),
    );
  });

  it('shows the detail of every transaction with the PIN only where it may be seen', async () => {
    const sandbox = startSandbox();
    for (const tx of await sandboxTransactions(sandbox)) {
      const view = await show(`/transactions/${tx.trans_ref}`, sandbox);
      expect(await screen.findByText(STATUS_LABELS[tx.status], { selector: 'dd' })).toBeInTheDocument();
      const pinShown = screen.queryByText('Collection PIN') !== null;
      expect(pinShown, tx.status).toBe(['SENT_FOR_PAY', 'HQ_OK', 'PROCESSED'].includes(tx.status));
      view.unmount();
    }
  });

  it('pays the awaiting transaction on the sandbox page and shows it moving on', async () => {
    const sandbox = startSandbox();
    const paymentUrl = await startPayingTheAwaitingOne(sandbox);

    // The user presses Pay on the hosted page: it redirects to the card method's return URL.
    const paid = await sandbox.sandbox.app.request(`${new URL(paymentUrl).pathname}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`${window.location.origin}/transactions/${PENDING}`);

    await show(`/transactions/${PENDING}`, sandbox);
    expect(
      await screen.findByText('Payment received. Your transaction is being checked by compliance.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Compliance Checking', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect((await sandboxTransactions(sandbox)).length).toBe(7);
  });

  it("back from a payment cancelled on the sandbox page, the strict poll answering only its failure: 'Oh Snap!' and Make Payment again", async () => {
    const sandbox = startSandbox();
    const paymentUrl = await startPayingTheAwaitingOne(sandbox);

    // The user presses Cancel on the hosted page: it sends them back to the transaction.
    expect(await onPaymentPage(sandbox, paymentUrl, 'cancel')).toBe(303);

    await show(`/transactions/${PENDING}`, sandbox);
    expect(
      await screen.findByText('Oh Snap! We have failed to process the transaction...'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Oh Yeah!/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it.each(['pay', 'cancel'] as const)(
    'checkout after a bank transfer payment (%s on its page) leads to the transaction',
    async (press) => {
      const sandbox = startSandbox();
      // Start the payment as the app does for method 82 (returning to /checkout), and settle it.
      const pending = await sandboxTransaction(sandbox, PENDING);
      const paymentUrl = await startPayment(
        sandbox,
        { ...pending, payment_method: '82' },
        { returnPath: `/checkout/${PENDING}` },
      );
      expect(await onPaymentPage(sandbox, paymentUrl, press)).toBe(303);

      const { location } = await show(`/checkout/${PENDING}`, sandbox);
      await waitFor(() => expect(location()).toBe(`/transactions/${PENDING}`));
    },
  );

  it("hides the sandbox's 'Payment Not Initiated.' poll answer on the detail page", async () => {
    const sandbox = startSandbox();
    await show(`/transactions/${PENDING}`, sandbox);
    await screen.findByRole('button', { name: 'Make Payment' });
    // The sandbox has answered the poll that no payment was started, and the page has read it.
    await waitFor(() => expect(sandbox.callsTo(POLL)[0]?.read).toBe(true));
    expect(sandbox.callsTo(POLL)[0]?.status).toBe(404);
    await act(async () => {});
    expect(screen.queryByText('Payment Not Initiated.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
