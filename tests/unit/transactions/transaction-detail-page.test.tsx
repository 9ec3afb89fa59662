import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@/api/contract.ts';
import TransactionDetailPage from '@/features/transactions/pages/transaction-detail-page.tsx';
import { browser } from '@/features/payments/api/browser.ts';
import { markPaymentStarted } from '@/features/payments/model/payment-started.ts';
import { transaction } from './fixtures.ts';
import { deferred, fail, fakeApi, ok, type FakeAnswer, type FakeHandler } from './support/fake-api.ts';
import { UI_OPTIONS, goOffline, renderPage, usePageTestEnv } from './support/render-page.tsx';

usePageTestEnv();

const REF = 'ZW10000007';
const ONE = `GET /api/remitter/transactions/${REF}`;
const INIT = 'POST /api/payments/initiate';
const POLL = 'POST /api/payments/poll';
const notInitiated = () => fail('Payment Not Initiated.', 404);

function api(one: Transaction | FakeHandler, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
    [ONE]: typeof one === 'function' ? one : () => ok(one),
    [POLL]: notInitiated,
    ...extra,
  });
}

const show = (slug = REF) =>
  renderPage(<TransactionDetailPage />, { path: `/transactions/${slug}`, pattern: '/transactions/:slug' });

/** The value shown for a field of the details list. */
function field(label: string): string | null | undefined {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent;
}

describe('/transactions/:slug', () => {
  it('shows every field of the spec', async () => {
    api(transaction({ status: 'PROCESSED', collection_pin: '55512345' }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction Details' })).toBeInTheDocument();
    await screen.findByText('Collection PIN');
    const expected: Record<string, string> = {
      'Creation date': '5 Jan 2025, 14:30',
      Reference: REF,
      Status: 'Collected',
      'Payment method': 'Credit/Debit Card',
      'Transfer type': 'Cash Collection',
      'Total to pay': '£1,283.99',
      'Receiving amount': '$1,600.00',
      'Beneficiary name': 'Chipo Moyo',
      'Beneficiary country': 'Zimbabwe',
      'Beneficiary contact': '+263770000101',
      Rate: '1 GBP = 1.2500 USD',
      Charges: '£3.99',
      'Collection point': 'Cash pick-up at any Example Remit agent in Zimbabwe',
      'Collection PIN': '55512345',
    };
    for (const [label, value] of Object.entries(expected)) expect(field(label), label).toBe(value);
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it.each(['PENDING_CLEARANCE', 'AGENT_OK'] as const)('hides the collection PIN while %s', async (status) => {
    api(transaction({ status, collection_pin: '55512345' }));
    show();
    await screen.findByText('Collection point');
    expect(screen.queryByText('Collection PIN')).not.toBeInTheDocument();
    expect(screen.queryByText('55512345')).not.toBeInTheDocument();
  });

  it.each(['SENT_FOR_PAY', 'HQ_OK'] as const)('shows the collection PIN once %s', async (status) => {
    api(transaction({ status, collection_pin: '55512345' }));
    show();
    expect(await screen.findByText('55512345')).toBeInTheDocument();
  });

  it('offers Make Payment while awaiting payment, with the online-payment instructions (card)', async () => {
    api(transaction());
    show();
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Online payment' })).toBeInTheDocument();
    expect(screen.queryByText(UI_OPTIONS.bank.instruction)).not.toBeInTheDocument();
  });

  it('shows the bank instruction, warning and bank details for payment method 82', async () => {
    api(transaction({ payment_method: '82', payment_name: 'Bank Transfer' }));
    show();
    expect(await screen.findByText(UI_OPTIONS.bank.instruction)).toBeInTheDocument();
    expect(screen.getByText(UI_OPTIONS.bank.warning)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Bank details' });
    const uk = UI_OPTIONS.bank.details.uk;
    for (const value of [uk.country, uk.bank_name, uk.account_name, uk.account_number, uk.branch_code]) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    expect(within(details).getByText('Payment reference').nextElementSibling).toHaveTextContent(REF);
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
  });

  it('shows the bank instruction for method 82 after payment too', async () => {
    api(transaction({ status: 'HQ_OK', payment_method: '82', payment_name: 'Bank Transfer' }));
    show();
    expect(await screen.findByText(UI_OPTIONS.bank.instruction)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it('Make Payment initiates the payment once and sends the browser to payment_url', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const answer = deferred<FakeAnswer>();
    const fake = api(transaction(), { [INIT]: () => answer.promise });
    const { user } = show();
    const button = await screen.findByRole('button', { name: 'Make Payment' });
    await user.dblClick(button);
    await user.click(button);
    expect(button).toBeDisabled();
    // Once the transaction's payment lock is taken, the one call.
    await waitFor(() => expect(fake.callsTo(INIT)).toHaveLength(1));
    expect(fake.callsTo(INIT)[0]?.body).toEqual({
      member_id: 'R1',
      transaction_reference: REF,
      payment_method: '81',
      currency: 'GBP',
      amount: 1283.99,
      return_url: `${window.location.origin}/transactions/${REF}`,
    });
    answer.resolve({
      body: { status: 'SUCCESS', payment_url: `${window.location.origin}/pay/tok`, message: 'ok' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/tok`));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
    expect(sessionStorage.getItem(`payment-started:${REF}`)).not.toBeNull();
  });

  it('returns a bank transfer to /checkout', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fake = api(transaction({ payment_method: '82', payment_name: 'Bank Transfer' }), {
      [INIT]: () => ({
        body: { status: 'SUCCESS', payment_url: `${window.location.origin}/pay/x`, message: '' },
      }),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(fake.callsTo(INIT)).toHaveLength(1));
    expect(fake.callsTo(INIT)[0]?.body).toMatchObject({
      payment_method: '82',
      return_url: `${window.location.origin}/checkout/${REF}`,
    });
  });

  it("hides 'Payment Not Initiated.' when the payment cannot start, and lets the user try again", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fake = api(transaction(), { [INIT]: notInitiated });
    const { user } = show();
    const button = await screen.findByRole('button', { name: 'Make Payment' });
    await user.click(button);
    // Spec §8: the failed start is still said, without the hidden server text.
    const said = await screen.findByText('Payment initiation failed. Please try again.');
    expect(said.closest('[role="alert"]')).toHaveTextContent(
      /^Payment initiation failed\. Please try again\.$/,
    );
    expect(screen.queryByText('Payment Not Initiated.')).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Make Payment' });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(fake.callsTo(INIT)).toHaveLength(2));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [
      "spec §8's text, then the server message",
      fail('This transaction is not awaiting payment.'),
      'Payment initiation failed. Please try again.This transaction is not awaiting payment.',
    ],
    [
      'a success without a payment page',
      { body: { status: 'SUCCESS', payment_url: 'javascript:alert(1)', message: '' } },
      'Payment initiation failed. Please try again.',
    ],
    ['a dead connection', 'network', 'Payment initiation failed. Please try again.'],
  ] as const)('shows other payment errors: %s', async (_label, reply, message) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    api(transaction(), {
      [INIT]: () => {
        if (reply === 'network') throw new TypeError('Failed to fetch');
        return reply;
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      new RegExp(`^${message.replace(/[.]/g, '\\.')}$`),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('disables Make Payment offline and says why', async () => {
    await import('@/lib/db.ts').then(({ db }) =>
      db.replaceList(db.transactions, 'R1', [{ transRef: REF, value: transaction() }]),
    );
    goOffline();
    api(transaction());
    show();
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeDisabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to make a payment.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });

  it("polls the payment status, hides 'Payment Not Initiated.', shows the poll's message", async () => {
    let polls = 0;
    api(transaction(), {
      [POLL]: () => {
        polls += 1;
        return polls === 1
          ? notInitiated()
          : ok({
              message: 'The payment has not been completed yet.',
              payment_status: 'pending',
              transaction_status: 'PENDING_CLEARANCE',
            });
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      show();
      await screen.findByRole('button', { name: 'Make Payment' });
      await waitFor(() => expect(polls).toBe(1));
      expect(screen.queryByText('Payment Not Initiated.')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText('The payment has not been completed yet.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('back from paying: shows the success message and refreshes the transaction to its new status', async () => {
    markPaymentStarted(REF);
    let reads = 0;
    const fake = api(
      () => {
        reads += 1;
        return ok(transaction({ status: reads === 1 ? 'PENDING_CLEARANCE' : 'AGENT_OK' }));
      },
      {
        [POLL]: () =>
          ok({
            message: 'Payment received. Your transaction is being checked by compliance.',
            payment_status: 'paid',
            transaction_status: 'AGENT_OK',
          }),
      },
    );
    show();
    expect(
      await screen.findByText('Payment received. Your transaction is being checked by compliance.'),
    ).toBeInTheDocument();
    // doc 1 'Other': the success screen's words
    expect(screen.getByText('Oh Yeah!')).toBeInTheDocument();
    expect(await screen.findByText('Compliance Checking', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect(fake.callsTo(ONE).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(sessionStorage.getItem(`payment-started:${REF}`)).toBeNull());
  });

  it('back from paying, a poll answering only its message (as the spec promises): the transaction itself is read again and settles it', async () => {
    markPaymentStarted(REF);
    let reads = 0;
    const fake = api(
      () => {
        reads += 1;
        return ok(transaction({ status: reads === 1 ? 'PENDING_CLEARANCE' : 'AGENT_OK' }));
      },
      { [POLL]: () => ok({ message: 'Payment received. Your transaction is being checked by compliance.' }) },
    );
    show();
    expect(await screen.findByText('Compliance Checking', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Oh Yeah!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect(fake.callsTo(ONE).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(sessionStorage.getItem(`payment-started:${REF}`)).toBeNull());
  });

  it('back from a payment that failed (cancelled on the payment page): the failure screen, and Make Payment again', async () => {
    markPaymentStarted(REF);
    api(transaction({ status: 'PENDING_CLEARANCE' }), {
      [POLL]: () =>
        ok({
          message: 'The payment was cancelled.',
          payment_status: 'cancelled',
          transaction_status: 'PENDING_CLEARANCE',
        }),
    });
    show();
    expect(
      await screen.findByText('Oh Snap! We have failed to process the transaction...'),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText('Oh Yeah!')).not.toBeInTheDocument();
    // The transaction's sections render one render behind the page's notes (useDeferredValue).
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it("back from a cancelled payment, the poll answering its failure as the spec's call cycle does (status FAIL, its message): 'Oh Snap!', the message, Make Payment again", async () => {
    markPaymentStarted(REF);
    api(transaction({ status: 'PENDING_CLEARANCE' }), {
      [POLL]: () => fail('The payment was cancelled.', 200),
    });
    show();
    expect(
      await screen.findByText('Oh Snap! We have failed to process the transaction...'),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText('Oh Yeah!')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('a poll answering only its message, the same each time: the transaction is read again when the message changes, not on every poll', async () => {
    markPaymentStarted(REF);
    let polls = 0;
    const fake = api(transaction({ status: 'PENDING_CLEARANCE' }), {
      [POLL]: () => {
        polls += 1;
        return ok({ message: polls < 5 ? 'The payment has not been completed yet.' : 'Payment received.' });
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      show();
      await waitFor(() => expect(polls).toBe(1));
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(polls).toBe(2));
      const afterFirst = fake.callsTo(ONE).length;
      for (let i = 0; i < 2; i++) await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(polls).toBe(4));
      // Two more polls with the same message: no read of the transaction for them.
      expect(fake.callsTo(ONE)).toHaveLength(afterFirst);
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(polls).toBe(5));
      // A new message: the transaction is read again.
      await waitFor(() => expect(fake.callsTo(ONE)).toHaveLength(afterFirst + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('opened without coming back from the payment page: no outcome screen', async () => {
    api(transaction({ status: 'AGENT_OK' }));
    show();
    await screen.findByText('Compliance Checking', { selector: 'dd' });
    expect(screen.queryByText('Oh Yeah!')).not.toBeInTheDocument();
  });

  it('shows where the money is: the timeline from the status, the current step marked in words', async () => {
    api(transaction({ status: 'AGENT_OK' }));
    show();
    const timeline = await screen.findByRole('region', { name: 'Where is my money' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Transfer created, done5 Jan 2025, 14:30',
      'Paid, done',
      'Compliance checking, current step',
      'Ready for collection, to come',
      'Collected, to come',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('does not poll a transaction that is neither awaiting payment nor just paid', async () => {
    const fake = api(transaction({ status: 'PROCESSED' }));
    show();
    await screen.findByText('Collected', { selector: 'dd' });
    expect(fake.callsTo(POLL)).toHaveLength(0);
  });

  it('says when the transaction cannot be loaded', async () => {
    api(() => fail('Transaction not found.', 404));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found.');
    expect(await screen.findByText('This transaction could not be loaded.')).toBeInTheDocument();
  });
});
