import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  checkoutAtom,
  amountFormAtom,
  beneficiaryChoiceAtom,
  quoteAtom,
  stepAtom,
} from '@/features/send-money/state.ts';
import { EMPTY_AMOUNT_FORM } from '@/features/send-money/model/amount-form.ts';
import { zimbabweFlow } from '@/features/send-money/flow.ts';
import {
  CONFIRMED_HANDED_OFF,
  LOOK_UP_UNSURE,
  CANCELLED_MEANWHILE,
  PAID_MEANWHILE,
  SAME_TRANSFER_STARTED,
} from '@/features/payments/model/checkout-messages.ts';
import { peekFlashNotice } from '@/lib/flash-notice.ts';
import type { Transaction } from '@/api/contract.ts';
import {
  addFault,
  agree,
  callsOf,
  env,
  holdCall,
  makePayment,
  makePaymentButton,
  NEW,
  quoteFor,
  renderPage,
  setVariance,
  sandboxRecords,
  stageCalls,
  UK_FORM,
  UK_SENDER,
  ukSender,
  usePaymentRunEnv,
} from './payment-run-support.tsx';

usePaymentRunEnv();

/** The newest of the sandbox's transactions (the one the flow made). */
const newest = (transactions: Transaction[]): Transaction =>
  [...transactions].sort((a, b) => b.creation_date.localeCompare(a.creation_date))[0] as Transaction;

describe('the payment run against the sandbox (uk.sender, saved beneficiary)', () => {
  it('a double click on Make Payment makes exactly one transaction and goes to its payment page', async () => {
    const { store, before, quote } = await ukSender();
    const { charges } = quote;
    const { events } = renderPage(store);
    await agree(events);
    await events.dblClick(makePaymentButton());

    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    expect(stageCalls()).toEqual([1, 1, 1]);
    // the payment page the server gave, for the server's total to pay
    expect(env.assign.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost\/pay\/.+/);
    const created = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(created?.remitt_pay).toBeCloseTo(charges.source_amount + charges.total_charges + charges.tax, 2);

    // all transaction state cleared; the flow ended
    expect(store.get(checkoutAtom).stage).toBe('complete');
    expect(store.get(amountFormAtom)).toEqual(EMPTY_AMOUNT_FORM);
    expect(store.get(quoteAtom)).toBeNull();
    expect(store.get(beneficiaryChoiceAtom)).toBeNull();
    expect(store.get(stepAtom)).toBe('amount');
    expect(sessionStorage.getItem('send-money.amount-form')).toBeNull();
  });

  it('while the payment runs: Processing transaction..., read out, the focus on its step; no way back', async () => {
    const release = holdCall(NEW);
    const { store } = await ukSender();
    const { events } = renderPage(store);
    // The live region is on the page before the payment runs, so a screen reader reads its change.
    const live = await screen.findByRole('status', { name: '' });
    expect(live).toBeEmptyDOMElement();
    await makePayment(events);
    await waitFor(() => expect(live).toHaveTextContent('Processing transaction...'));
    // Shown under the step's heading too (read out once, by the live region).
    expect(screen.getAllByText('Processing transaction...')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Transaction Status' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
  });

  it('confirm answering status FAIL: the message, Make Payment again, and the retry confirms the same session', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 200,
      body: { status: 'FAIL', result: { errors: [{ error: 'The payout partner is busy.' }] } },
      times: 1,
    });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);

    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The payout partner is busy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    const session = store.get(checkoutAtom).transSessionId;
    expect(store.get(checkoutAtom)).toMatchObject({ stage: null, failed: 'confirm', confirmUnclear: false });
    expect(store.get(zimbabweFlow.notice)?.timeoutMs).toBe(15_000); // spec §9: confirm errors 15 s

    await agree(events);
    expect(makePaymentButton()).toBeEnabled();
    await events.click(makePaymentButton());
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));

    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    expect(after.sessions.find((s) => s.id === session)?.state).toBe('confirmed');
    expect(stageCalls()).toEqual([1, 2, 1]);
  });

  it('after a confirm error, a changed amount is a new payment: a new session, one transaction for it', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 200,
      body: { status: 'FAIL', result: { message: 'Amount entered is above transaction limit.' } },
      times: 1,
    });
    const { store, before, session } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Amount entered is above transaction limit.')).toBeInTheDocument();
    const first = store.get(checkoutAtom).transSessionId;

    // Back to the amount step, a smaller amount, a new quote, and Confirmation again.
    const form = { ...UK_FORM, amount_to_receive: '100' };
    store.set(amountFormAtom, form);
    store.set(quoteAtom, await quoteFor(session, form));
    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));

    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.find((s) => s.id === first)?.state).toBe('open');
    expect(stageCalls()).toEqual([2, 2, 1]);
    const created = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(created?.dest_amount).toBe(100);
  });

  it('the answer to confirm lost after the server confirmed: one transaction, and the sender is taken to it to pay', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 502,
      after: true,
      times: 1,
    });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/transactions\/./));
    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    const made = newest(after.transactions);
    expect(window.location.pathname).toBe(`/transactions/${made.trans_ref}`);
    expect(peekFlashNotice(`/transactions/${made.trans_ref}`)).toBe(CONFIRMED_HANDED_OFF);
    expect(store.get(checkoutAtom)).toMatchObject({ stage: 'complete', transSessionId: null });
    expect(store.get(quoteAtom)).toBeNull();
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it("a confirm done whose answer carries reference_number as a number: paid once, never 'failed'", async () => {
    // References of digits only, sent as numbers: within the spec, unlike the sandbox's defaults.
    await setVariance({ numericIds: true });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);

    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Transaction confirmation failed. Please try again.')).not.toBeInTheDocument();
    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(newest(after.transactions).trans_ref).toMatch(/^\d+$/);
    expect(stageCalls()).toEqual([1, 1, 1]);
  });

  it('a confirm done whose 200 answer the app cannot read: the transaction is found and the sender taken to it; another beneficiary after makes nothing new', async () => {
    // The server confirms, but its answer is not the spec's (no reference anywhere, a field of another type).
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 200,
      body: { status: 'SUCCESS', reference_number: { value: 'odd' } },
      after: true,
      times: 1,
    });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/transactions\/./));
    const made = newest((await sandboxRecords(UK_SENDER)).transactions);
    expect(window.location.pathname).toBe(`/transactions/${made.trans_ref}`);
    expect(peekFlashNotice(window.location.pathname)).toBe(CONFIRMED_HANDED_OFF);
    expect(screen.queryByText('Transaction confirmation failed. Please try again.')).not.toBeInTheDocument();
    expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('a created transaction that costs other than the quote: Confirmation shows its total and says so; Make Payment again pays that figure', async () => {
    // The create rounds its total to whole pounds: not the quote's to the penny.
    await setVariance({ createdToWholeUnits: true });
    const { store, before, quote } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);

    expect(await screen.findByText(/^You pay £.*, not the £.* of your quote/)).toBeInTheDocument();
    const created = store.get(checkoutAtom).created?.remitter_pay_amount;
    const quoted = quote.charges.source_amount + quote.charges.total_charges + quote.charges.tax;
    expect(created).toBe(Math.round(quoted));
    expect(created).not.toBeCloseTo(quoted, 2);
    expect(stageCalls()).toEqual([1, 0, 0]);

    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(stageCalls()).toEqual([1, 1, 1]);
    // The transaction made (its own total, the rounded one) is what the payment page is for.
    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(newest(after.transactions).remitt_pay).toBe(created);
  });

  it('the payment page failed to open, then the transaction was paid elsewhere: Make Payment never pays it again, nor makes it anew', async () => {
    await addFault({ method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    const reference = store.get(checkoutAtom).reference;
    expect(reference).toBeTruthy();

    // Paid from its own page in another tab: the transaction moved on.
    await env.fetch(`/__sandbox/transactions/${reference}/advance`, { method: 'POST' });
    await makePayment(events);
    expect(await screen.findByText(PAID_MEANWHILE)).toBeInTheDocument();
    expect(stageCalls()).toEqual([1, 1, 1]);
    expect(store.get(checkoutAtom)).toMatchObject({ reference: null, transSessionId: null });

    // Make Payment once more, at once: the same transfer, made a moment ago, is not made again.
    await makePayment(events);
    await waitFor(() => expect(window.location.pathname).toBe('/transactions'));
    expect(peekFlashNotice('/transactions')).toBe(SAME_TRANSFER_STARTED);
    expect(stageCalls()).toEqual([1, 1, 1]);
    expect(env.assign).not.toHaveBeenCalled();
    expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 1);
  });

  it('the payment page failed to open, then the transaction was cancelled: nothing is paid; Make Payment again makes the transfer anew', async () => {
    await addFault({ method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    const reference = store.get(checkoutAtom).reference;
    // The server cancelled it meanwhile (as its own page would now say).
    await addFault({
      method: 'GET',
      path: `/api/remitter/transactions/${reference}`,
      status: 200,
      body: { status: 'SUCCESS', result: { trans_ref: reference, status: 'ABORTED', remitt_pay: 104.37 } },
      times: 1,
    });
    await makePayment(events);
    expect(await screen.findByText(CANCELLED_MEANWHILE)).toBeInTheDocument();
    expect(env.assign).not.toHaveBeenCalled();

    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(stageCalls()).toEqual([2, 2, 2]);
    expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 2);
  });

  it('a lost confirm answer and the list unreadable: the sender is sent to Transactions with a note, nothing made again', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 502,
      after: true,
      times: 1,
    });
    // The list before the confirm and the look-up after it both fail to load.
    await addFault({ method: 'GET', path: '/api/remitter/transactions', status: 503, times: 2 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);

    await waitFor(() => expect(window.location.pathname).toBe('/transactions'));
    expect(peekFlashNotice('/transactions')).toBe(LOOK_UP_UNSURE);
    expect(store.get(checkoutAtom)).toMatchObject({ failed: 'confirm', confirmUnclear: true });
    // What was typed is kept: back on Confirmation, a press looks it up again before anything else.
    expect(store.get(beneficiaryChoiceAtom)).not.toBeNull();
    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('a confirm refused outright (no unclear answer before) is a failure, with no search for a transaction', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 200,
      body: { status: 'FAIL', result: { message: 'The rate has changed. Please calculate again.' } },
      times: 1,
    });
    const { store } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('The rate has changed. Please calculate again.')).toBeInTheDocument();
    // The list is read once, before the confirm (to tell what the confirm makes); never after it.
    const listed = env.calls.lastIndexOf('GET /api/remitter/transactions');
    expect(callsOf('GET /api/remitter/transactions')).toBe(1);
    expect(listed).toBeLessThan(env.calls.indexOf('POST /api/remitter/transactions/confirm'));
    expect(window.location.pathname).not.toMatch(/^\/transactions\//);
  });

  it('a network error on create: nothing made; Make Payment creates a new session and pays once', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/transactions/new', status: 502, times: 1 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();
    expect(store.get(checkoutAtom)).toMatchObject({ stage: null, failed: 'create' });
    expect(store.get(zimbabweFlow.notice)?.timeoutMs).toBe(20_000); // spec §9: new transaction 20 s

    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    const after = await sandboxRecords(UK_SENDER);
    expect(after.count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([2, 1, 1]);
  });

  it('payment initiation failing: the confirmed transaction is paid on retry, never made again', async () => {
    await addFault({ method: 'POST', path: '/api/payments/initiate', status: 503, times: 1 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    expect(store.get(zimbabweFlow.notice)?.timeoutMs).toBe(20_000); // spec §9: payment initiation 20 s
    const reference = store.get(checkoutAtom).reference ?? '';
    expect(screen.getByRole('link', { name: 'View Transaction' })).toHaveAttribute(
      'href',
      `/transactions/${reference}`,
    );

    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 2]);
  });
});
