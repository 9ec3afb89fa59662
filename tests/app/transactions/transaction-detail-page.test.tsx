import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browser } from '@/features/payments/api/browser.ts';
import { markPaymentStarted } from '@/features/payments/model/payment-started.ts';
import { db } from '@/lib/db.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { latestPayment } from '../../../sandbox/lib/payments-store.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  SEEDED_AT,
  UK_REMITTER,
  UK_SENDER,
  addTransaction,
  advance,
  answer,
  failure,
  onPaymentPage,
  sandboxTransaction,
  sandboxTransactions,
  startPayment,
} from '../../support/sandbox-data.ts';
import { startSandbox, type SandboxSetup, type TestSandbox } from '../../support/test-sandbox.ts';

/** uk.sender's card transfer awaiting payment (£83.99 for $100 to Rudo Maria Ncube). */
const REF = 'ZW10000007';
const ONE = `GET /api/remitter/transactions/${REF}`;
const LIST = 'GET /api/remitter/transactions';
const INIT = 'POST /api/payments/initiate';
const POLL = 'POST /api/payments/poll';
const NOT_INITIATED = 'Payment Not Initiated.';

/** uk.sender's transaction page for `ref` against `sandbox` (a fresh strict one unless given). */
const show = (ref = REF, sandbox: TestSandbox | SandboxSetup = {}) =>
  renderApp({ url: `/transactions/${ref}`, user: UK_SENDER, sandbox });

/** The value shown for a field of the details list. */
function field(label: string): string | null | undefined {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent;
}

/** The hosted payment page the sandbox made for the transaction's latest payment. */
function paymentPageOf(sandbox: TestSandbox, ref = REF): string {
  const payment = latestPayment(sandbox.sandbox.deps.db, ref);
  if (!payment) throw new Error(`no payment for ${ref}`);
  return `http://localhost/pay/${payment.token}`;
}

/** A bank transfer (method 82) uk.sender has just made, awaiting payment. */
const bankTransferAwaitingPayment = (sandbox: TestSandbox) =>
  addTransaction(sandbox, { method: '82', amount: { kind: 'destination', value: 100 } });

/** Presses Make Payment on ZW10000007; the alert must then say exactly `message`. */
async function pressAndExpect(sandbox: TestSandbox, message: string, pressed: () => Promise<void>) {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  await pressed();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    new RegExp(`^${message.replace(/[.]/g, '\\.')}$`),
  );
  expect(assign).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  expect(sandbox.callsTo(INIT)).toHaveLength(1);
}

describe('/transactions/:slug', () => {
  it('shows every field of the spec', async () => {
    await show('ZW10000002', { now: () => SEEDED_AT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction Details' })).toBeInTheDocument();
    await screen.findByText('Collection PIN');
    const expected: Record<string, string> = {
      'Creation date': '27 Oct 2024, 15:30',
      Reference: 'ZW10000002',
      Status: 'Collected',
      'Payment method': 'Credit/Debit Card',
      'Transfer type': 'Cash Collection',
      'Total to pay': '£245.99',
      'Receiving amount': '$300.00',
      'Beneficiary name': 'Rudo Maria Ncube',
      'Beneficiary country': 'Zimbabwe',
      'Beneficiary contact': '+263770000101',
      Rate: '1 GBP = 1.2500 USD',
      Charges: '£5.99',
      'Collection point': 'Cash pick-up at any Example Remit agent in Zimbabwe',
      'Collection PIN': '75715838',
    };
    for (const [label, value] of Object.entries(expected)) expect(field(label), label).toBe(value);
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it.each([
    ['PENDING_CLEARANCE', REF],
    ['AGENT_OK', 'ZW10000006'],
  ])('hides the collection PIN while %s, though the server sends one', async (_status, ref) => {
    // A server that sends the PIN early: in the list and in the transaction's own answer.
    const sandbox = startSandbox();
    const list = (await sandboxTransactions(sandbox)).map((tx) =>
      tx.trans_ref === ref ? { ...tx, collection_pin: '55512345' } : tx,
    );
    sandbox.fault(answer(LIST, { transactions: list }));
    sandbox.fault(
      answer(
        `GET /api/remitter/transactions/${ref}`,
        list.find((tx) => tx.trans_ref === ref),
      ),
    );
    await show(ref, sandbox);
    await screen.findByText('Collection point');
    expect(screen.queryByText('Collection PIN')).not.toBeInTheDocument();
    expect(screen.queryByText('55512345')).not.toBeInTheDocument();
  });

  it('shows the collection PIN once SENT_FOR_PAY', async () => {
    await show('ZW10000005');
    expect(await screen.findByText('75739595')).toBeInTheDocument();
  });

  it('shows the collection PIN once HQ_OK, and the bank instruction for method 82 after payment too', async () => {
    // ZW10000004: a bank transfer, paid and awaiting collection.
    await show('ZW10000004');
    expect(await screen.findByText('75731676')).toBeInTheDocument();
    expect(await screen.findByText(UI_OPTIONS.bank.instruction)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it("offers Make Payment while awaiting payment, with the online-payment instructions (card); pressed after the transfer was paid elsewhere meanwhile, it shows spec §8's text, then the server message", async () => {
    const sandbox = startSandbox();
    const { user } = await show(REF, sandbox);
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Online payment' })).toBeInTheDocument();
    expect(screen.queryByText(UI_OPTIONS.bank.instruction)).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Make Payment' });
    await advance(sandbox, REF);
    await pressAndExpect(
      sandbox,
      'Payment initiation failed. Please try again.This transaction is not awaiting payment.',
      () => user.click(button),
    );
  });

  it('shows the bank instruction, warning and bank details for payment method 82, and Make Payment returns the bank transfer to /checkout', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox();
    const bank = bankTransferAwaitingPayment(sandbox);
    const { user } = await show(bank.trans_ref, sandbox);
    expect(await screen.findByText(UI_OPTIONS.bank.instruction)).toBeInTheDocument();
    expect(screen.getByText(UI_OPTIONS.bank.warning)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Bank details' });
    const uk = UI_OPTIONS.bank.details.uk;
    for (const value of [uk.country, uk.bank_name, uk.account_name, uk.account_number, uk.branch_code]) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    expect(within(details).getByText('Payment reference').nextElementSibling).toHaveTextContent(
      bank.trans_ref,
    );
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paymentPageOf(sandbox, bank.trans_ref)));
    expect(sandbox.callsTo(INIT)).toHaveLength(1);
    expect(sandbox.callsTo(INIT)[0]?.body).toMatchObject({
      payment_method: '82',
      return_url: `${window.location.origin}/checkout/${bank.trans_ref}`,
    });
  });

  it('Make Payment initiates the payment once and sends the browser to payment_url', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox();
    const init = sandbox.hold(INIT);
    const { user } = await show(REF, sandbox);
    const button = await screen.findByRole('button', { name: 'Make Payment' });
    await user.dblClick(button);
    await user.click(button);
    expect(button).toBeDisabled();
    // Once the transaction's payment lock is taken, the one call.
    await init.reached;
    expect(sandbox.callsTo(INIT)).toHaveLength(1);
    expect(sandbox.callsTo(INIT)[0]?.body).toEqual({
      member_id: UK_REMITTER,
      transaction_reference: REF,
      payment_method: '81',
      currency: 'GBP',
      amount: 83.99,
      return_url: `${window.location.origin}/transactions/${REF}`,
    });
    init.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paymentPageOf(sandbox)));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(sandbox.callsTo(INIT)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
    expect(sessionStorage.getItem(`payment-started:${REF}`)).not.toBeNull();
  });

  it("hides 'Payment Not Initiated.' when the payment cannot start, and lets the user try again", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox({
      faults: [failure(INIT, NOT_INITIATED, { status: 404, times: Infinity })],
    });
    const { user } = await show(REF, sandbox);
    const button = await screen.findByRole('button', { name: 'Make Payment' });
    await user.click(button);
    // Spec §8: the failed start is still said, without the hidden server text.
    const said = await screen.findByText('Payment initiation failed. Please try again.');
    expect(said.closest('[role="alert"]')).toHaveTextContent(
      /^Payment initiation failed\. Please try again\.$/,
    );
    expect(screen.queryByText(NOT_INITIATED)).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Make Payment' });
    expect(again).toBeEnabled();
    await user.click(again);
    // The second refusal answered, and the page ready again: the browser went nowhere.
    await waitFor(() => expect(sandbox.callsTo(INIT)[1]?.status).toBe(404));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled());
    expect(screen.getByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  describe('shows other payment errors', () => {
    it('a success without a payment page', async () => {
      const sandbox = startSandbox({
        faults: [
          {
            method: 'POST',
            path: INIT.slice('POST '.length),
            status: 200,
            body: { status: 'SUCCESS', payment_url: 'javascript:alert(1)', message: '' },
          },
        ],
      });
      const { user } = await show(REF, sandbox);
      const button = await screen.findByRole('button', { name: 'Make Payment' });
      await pressAndExpect(sandbox, 'Payment initiation failed. Please try again.', () => user.click(button));
    });

    it('a dead connection', async () => {
      const sandbox = startSandbox();
      const init = sandbox.hold(INIT);
      const { user } = await show(REF, sandbox);
      const button = await screen.findByRole('button', { name: 'Make Payment' });
      await pressAndExpect(sandbox, 'Payment initiation failed. Please try again.', async () => {
        await user.click(button);
        await init.reached;
        init.drop();
      });
    });
  });

  it('disables Make Payment offline and says why', async () => {
    const sandbox = startSandbox();
    const pending = await sandboxTransaction(sandbox, REF);
    await db.replaceList(db.transactions, UK_REMITTER, [{ transRef: REF, value: pending }]);
    await renderApp({ url: `/transactions/${REF}`, user: UK_SENDER, sandbox, offline: true });
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeDisabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to make a payment.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });

  it("polls the payment status, hides 'Payment Not Initiated.', shows the poll's message", async () => {
    const sandbox = startSandbox();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await show(REF, sandbox);
      await screen.findByRole('button', { name: 'Make Payment' });
      // The first poll: no payment was started, and the sandbox says so.
      await waitFor(() => expect(sandbox.callsTo(POLL)[0]?.status).toBe(404));
      expect(screen.queryByText(NOT_INITIATED)).not.toBeInTheDocument();
      // The sender starts paying in another tab: the next poll finds the payment pending.
      await startPayment(sandbox, await sandboxTransaction(sandbox, REF));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText('The payment has not been completed yet.')).toBeInTheDocument();
      expect(screen.queryByText(NOT_INITIATED)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  /**
   * The sender went to the payment page for ZW10000007 and is back on the transaction's page,
   * whose payment poll is held until the test has settled the payment there; the page has read
   * the transaction still awaiting payment.
   */
  async function backFromPaying(settle: 'pay' | 'cancel' | 'none', setup: SandboxSetup = {}) {
    const sandbox = startSandbox(setup);
    const paymentUrl = await startPayment(sandbox, await sandboxTransaction(sandbox, REF));
    markPaymentStarted(REF);
    const poll = sandbox.hold(POLL);
    const view = await show(REF, sandbox);
    await poll.reached;
    await waitFor(() => expect(sandbox.callsTo(ONE)[0]?.status).toBe(200));
    if (settle !== 'none') expect(await onPaymentPage(sandbox, paymentUrl, settle)).toBe(303);
    poll.release();
    return { ...view, sandbox };
  }

  it('back from paying: shows the success message and refreshes the transaction to its new status', async () => {
    // The full sandbox: its poll says how the payment and the transaction stand, beside its message.
    const { sandbox } = await backFromPaying('pay', { strict: false });
    expect(
      await screen.findByText('Payment received. Your transaction is being checked by compliance.'),
    ).toBeInTheDocument();
    // doc 1 'Other': the success screen's words
    expect(screen.getByText('Oh Yeah!')).toBeInTheDocument();
    expect(await screen.findByText('Compliance Checking', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(ONE).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(sessionStorage.getItem(`payment-started:${REF}`)).toBeNull());
  });

  it('back from paying, a poll answering only its message (as the spec promises): the transaction itself is read again and settles it', async () => {
    const { sandbox } = await backFromPaying('pay');
    expect(await screen.findByText('Compliance Checking', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Oh Yeah!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(ONE).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(sessionStorage.getItem(`payment-started:${REF}`)).toBeNull());
  });

  it('back from a payment that failed (cancelled on the payment page): the failure screen, and Make Payment again', async () => {
    // A poll that reports the cancelled payment as a success with its statuses (the spec allows it).
    await backFromPaying('cancel', {
      faults: [
        answer(POLL, {
          message: 'The payment was cancelled.',
          payment_status: 'cancelled',
          transaction_status: 'PENDING_CLEARANCE',
        }),
      ],
    });
    expect(
      await screen.findByText('Oh Snap! We have failed to process the transaction...'),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText('Oh Yeah!')).not.toBeInTheDocument();
    // The transaction's sections render one render behind the page's notes (useDeferredValue).
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it("back from a cancelled payment, the poll answering its failure as the spec's call cycle does (status FAIL, its message): 'Oh Snap!', the message, Make Payment again", async () => {
    await backFromPaying('cancel');
    expect(
      await screen.findByText('Oh Snap! We have failed to process the transaction...'),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText('Oh Yeah!')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('a poll answering only its message, the same each time: the transaction is read again when the message changes, not on every poll', async () => {
    const sandbox = startSandbox();
    const paymentUrl = await startPayment(sandbox, await sandboxTransaction(sandbox, REF));
    markPaymentStarted(REF);
    /** Once the sandbox has answered the n-th poll. */
    const polled = (n: number) => waitFor(() => expect(sandbox.callsTo(POLL)[n - 1]?.status).toBe(200));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await show(REF, sandbox);
      await polled(1);
      await vi.advanceTimersByTimeAsync(5_000);
      await polled(2);
      await screen.findByText('The payment has not been completed yet.');
      const afterFirst = sandbox.callsTo(ONE).length;
      for (let i = 0; i < 2; i++) await vi.advanceTimersByTimeAsync(5_000);
      await polled(4);
      // Two more polls with the same message: no read of the transaction for them.
      expect(sandbox.callsTo(ONE)).toHaveLength(afterFirst);
      // Paid: the next poll's message changes.
      expect(await onPaymentPage(sandbox, paymentUrl, 'pay')).toBe(303);
      await vi.advanceTimersByTimeAsync(5_000);
      await polled(5);
      // A new message: the transaction is read again.
      await waitFor(() => expect(sandbox.callsTo(ONE)).toHaveLength(afterFirst + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('opened without coming back from the payment page: no outcome screen', async () => {
    await show('ZW10000006');
    await screen.findByText('Compliance Checking', { selector: 'dd' });
    expect(screen.queryByText('Oh Yeah!')).not.toBeInTheDocument();
  });

  it('shows where the money is: the timeline from the status, the current step marked in words', async () => {
    // ZW10000006: paid, in compliance checking.
    await show('ZW10000006', { now: () => SEEDED_AT });
    const timeline = await screen.findByRole('region', { name: 'Where is my money' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Transfer created, done3 Jan 2025, 15:30',
      'Paid, done',
      'Compliance checking, current step',
      'Ready for collection, to come',
      'Collected, to come',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('does not poll a transaction that is neither awaiting payment nor just paid', async () => {
    const sandbox = startSandbox();
    await show('ZW10000002', sandbox);
    await screen.findByText('Collected', { selector: 'dd' });
    expect(sandbox.callsTo(POLL)).toHaveLength(0);
  });

  it('says when the transaction cannot be loaded', async () => {
    // No such transaction: the sandbox answers 404 'Transaction not found.'.
    await show('ZW19999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found.');
    expect(await screen.findByText('This transaction could not be loaded.')).toBeInTheDocument();
  });
});
