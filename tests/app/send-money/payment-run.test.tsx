import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  CONFIRMED_HANDED_OFF,
  LOOK_UP_UNSURE,
  CANCELLED_MEANWHILE,
  PAID_MEANWHILE,
  SAME_TRANSFER_STARTED,
} from '@/features/payments/model/checkout-messages.ts';
import type { CheckoutState } from '@/features/payments/checkout/state.ts';
import { AMOUNT_FORM_KEY, BENEFICIARY_CHOICE_KEY, CHECKOUT_KEY } from '@/features/send-money/state.ts';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';
import type { Transaction } from '@/api/contract.ts';
import type { Fault } from '../../../sandbox/lib/faults.ts';
import type { Variance } from '../../../sandbox/variance.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { pressWhenEnabled } from '../../support/press.ts';
import { UK_SENDER, advance } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import {
  CONFIRM,
  INITIATE,
  NEW,
  agree,
  makePayment,
  makePaymentButton,
  calculate,
  chooseSavedBeneficiary,
  passAmountStep,
  stepHeading,
  watchPaymentPage,
} from './send-flow.tsx';

const LIST = 'GET /api/remitter/transactions';

/** The newest of the sandbox's transactions (the one the flow made). */
const newest = (transactions: Transaction[]): Transaction =>
  [...transactions].sort((a, b) => b.creation_date.localeCompare(a.creation_date))[0] as Transaction;

/** uk.sender's transactions and transaction sessions, as the sandbox holds them. */
const sandboxRecords = (sandbox: TestSandbox) =>
  sandbox.admin<{ count: number; sessions: { id: string; state: string }[]; transactions: Transaction[] }>(
    `/transactions?email=${encodeURIComponent(UK_SENDER)}`,
  );

/** What the runs go through: the send flow's steps and runner, then Transactions and a transaction. */
beforeAll(() =>
  pageCode(
    () => import('@/features/send-money/pages/send-money-page.tsx'),
    () => import('@/features/send-money/components/beneficiary-step.tsx'),
    () => import('@/features/send-money/components/confirmation-step.tsx'),
    () => import('@/features/send-money/hooks/payment-stages.ts'),
    () => import('@/features/transactions/pages/transactions-page.tsx'),
    () => import('@/features/transactions/pages/transaction-detail-page.tsx'),
  ),
);

afterEach(() => {
  vi.useRealTimers();
});

/**
 * uk.sender at /send-money against a fresh strict sandbox (its faults and variance first), walked
 * to Confirmation: $130 for Family Support to Rudo Maria Ncube. What the sandbox held before.
 */
async function ukSender({ faults = [], variance }: { faults?: Fault[]; variance?: Partial<Variance> } = {}) {
  const sandbox = startSandbox({ faults });
  if (variance) await sandbox.admin('/variance', { method: 'POST', body: variance });
  const app = await renderApp({ url: '/send-money', user: UK_SENDER, sandbox });
  const paymentPage = watchPaymentPage();
  const before = await sandboxRecords(sandbox);
  // The quote as Amount to Send shows it, then on to Confirmation.
  const quote = (await calculate(app.user)).textContent ?? '';
  await app.user.click(
    within(screen.getByRole('region', { name: 'Your quote' })).getByRole('button', { name: 'Continue' }),
  );
  await chooseSavedBeneficiary(app.user, 'Ncube');
  await stepHeading('Confirmation');
  const callsOf = (call: string) => sandbox.callsTo(call).length;
  /** How many times the app made each stage's call: [new, confirm, initiate]. */
  const stageCalls = () => [callsOf(NEW), callsOf(CONFIRM), callsOf(INITIATE)];
  const records = () => sandboxRecords(sandbox);
  return { ...app, events: app.user, paymentPage, before, quote, callsOf, stageCalls, records };
}

/**
 * The page's error notice goes when its time is up (spec §9), not before: the clock moved on with
 * fake timers, installed before the notice came (`clockWatched`).
 */
async function noticeLasts(text: string, ms: number) {
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(ms - 1000));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1000));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

/** From now on the page's timers run on a clock the test moves (and on real time as well). */
const clockWatched = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

/** The transaction the 'View Transaction' link of the payment's failure leads to. */
const viewedReference = () =>
  screen.getByRole('link', { name: 'View Transaction' }).getAttribute('href')?.split('/').at(-1) ?? '';

/** Amount to Send afresh: nothing typed, no quote. */
async function flowEnded() {
  await stepHeading('Amount to Send');
  expect(await screen.findByLabelText(/^Amount to receive/)).toHaveValue('');
  expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
}

/** Send Money from the header's navigation (behind the phone-width Menu button in jsdom). */
async function openSendMoney(user: UserEvent) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('button', { name: 'Menu' }));
  await user.click(within(nav).getByRole('link', { name: 'Send Money' }));
}

/** Back from Confirmation to Amount to Send, a new amount calculated, on to Confirmation again. */
async function changeAmount(user: UserEvent, receive: string) {
  await pressWhenEnabled(user, 'Back');
  await stepHeading('Beneficiary Details');
  await pressWhenEnabled(user, 'Back');
  await stepHeading('Amount to Send');
  await passAmountStep(user, { receive });
  await stepHeading('Beneficiary Details');
  await within(await screen.findByRole('region', { name: 'Selected beneficiary' })).findByText(/Ncube/);
  await pressWhenEnabled(user, 'Continue');
  await stepHeading('Confirmation');
}

describe('the payment run against the sandbox (uk.sender, saved beneficiary)', () => {
  it('a double click on Make Payment makes exactly one transaction and goes to its payment page', async () => {
    const { events, before, paymentPage, records, stageCalls, quote } = await ukSender();
    await agree(events);
    await events.dblClick(makePaymentButton());

    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    expect(stageCalls()).toEqual([1, 1, 1]);
    // the payment page the server gave, for the server's total to pay
    expect(paymentPage.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost\/pay\/.+/);
    const created = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(quote).toContain(`£${created?.remitt_pay.toFixed(2)}`);

    // all transaction state cleared, as the tab keeps it for the page it comes back to: the flow ended
    expect(readSenderScoped<CheckoutState>(sessionStorage.getItem(CHECKOUT_KEY))).toMatchObject({
      stage: 'complete',
      transSessionId: null,
      reference: null,
    });
    expect(sessionStorage.getItem(AMOUNT_FORM_KEY)).toBeNull();
    expect(sessionStorage.getItem(BENEFICIARY_CHOICE_KEY)).toBeNull();
  });

  it('while the payment runs: Processing transaction..., read out, the focus on its step; no way back', async () => {
    const { events, sandbox, paymentPage } = await ukSender();
    const held = sandbox.hold(NEW);
    // The live region is on the page before the payment runs, so a screen reader reads its change.
    const live = screen.getAllByRole('status', { name: '' }).filter((region) => region.textContent === '');
    expect(live.length).toBeGreaterThan(0);
    await makePayment(events);
    await waitFor(() =>
      expect(live.map((region) => region.textContent)).toContain('Processing transaction...'),
    );
    // Shown under the step's heading too (read out once, by the live region).
    expect(screen.getAllByText('Processing transaction...')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Transaction Status' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    held.release();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
  });

  it('confirm answering status FAIL: the message, Make Payment again, and the retry confirms the same session', async () => {
    const { events, before, paymentPage, records, stageCalls } = await ukSender({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/transactions/confirm',
          status: 200,
          body: { status: 'FAIL', result: { errors: [{ error: 'The payout partner is busy.' }] } },
          times: 1,
        },
      ],
    });
    clockWatched();
    await makePayment(events);

    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The payout partner is busy.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    await noticeLasts('Transaction confirmation failed. Please try again.', 15_000); // spec §9: confirm errors 15 s

    await agree(events);
    expect(makePaymentButton()).toBeEnabled();
    await events.click(makePaymentButton());
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));

    // One session, made before the failure, confirmed by the retry.
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    const session = after.sessions.find((s) => !before.sessions.some((b) => b.id === s.id));
    expect(session?.state).toBe('confirmed');
    expect(stageCalls()).toEqual([1, 2, 1]);
  });

  it('after a confirm error, a changed amount is a new payment: a new session, one transaction for it', async () => {
    const { events, before, paymentPage, records, stageCalls } = await ukSender({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/transactions/confirm',
          status: 200,
          body: { status: 'FAIL', result: { message: 'Amount entered is above transaction limit.' } },
          times: 1,
        },
      ],
    });
    await makePayment(events);
    expect(await screen.findByText('Amount entered is above transaction limit.')).toBeInTheDocument();
    const first = (await records()).sessions.filter((s) => !before.sessions.some((b) => b.id === s.id));
    expect(first).toHaveLength(1);

    // Back to the amount step, a smaller amount, a new quote, and Confirmation again.
    await changeAmount(events, '100');
    await makePayment(events);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));

    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.find((s) => s.id === first[0]?.id)?.state).toBe('open');
    expect(stageCalls()).toEqual([2, 2, 1]);
    const created = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(created?.dest_amount).toBe(100);
  });

  it('the answer to confirm lost after the server confirmed: one transaction, and the sender is taken to it to pay', async () => {
    const { events, before, paymentPage, records, stageCalls, location } = await ukSender({
      faults: [
        { method: 'POST', path: '/api/remitter/transactions/confirm', status: 502, after: true, times: 1 },
      ],
    });
    await makePayment(events);

    await waitFor(() => expect(location()).toMatch(/^\/transactions\/./));
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    const made = newest(after.transactions);
    expect(location()).toBe(`/transactions/${made.trans_ref}`);
    expect(await screen.findByText(CONFIRMED_HANDED_OFF)).toBeInTheDocument();
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(paymentPage).not.toHaveBeenCalled();
    // The flow is over: Send Money starts afresh.
    await openSendMoney(events);
    await flowEnded();
  });

  it("a confirm done whose answer carries reference_number as a number: paid once, never 'failed'", async () => {
    // References of digits only, sent as numbers: within the spec, unlike the sandbox's defaults.
    const { events, before, paymentPage, records, stageCalls } = await ukSender({
      variance: { numericIds: true },
    });
    await makePayment(events);

    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Transaction confirmation failed. Please try again.')).not.toBeInTheDocument();
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(newest(after.transactions).trans_ref).toMatch(/^\d+$/);
    expect(stageCalls()).toEqual([1, 1, 1]);
  });

  it('a confirm done whose 200 answer the app cannot read: the transaction is found and the sender taken to it; another beneficiary after makes nothing new', async () => {
    // The server confirms, but its answer is not the spec's (no reference anywhere, a field of another type).
    const { events, before, paymentPage, records, stageCalls, location } = await ukSender({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/transactions/confirm',
          status: 200,
          body: { status: 'SUCCESS', reference_number: { value: 'odd' } },
          after: true,
          times: 1,
        },
      ],
    });
    await makePayment(events);

    await waitFor(() => expect(location()).toMatch(/^\/transactions\/./));
    const made = newest((await records()).transactions);
    expect(location()).toBe(`/transactions/${made.trans_ref}`);
    expect(await screen.findByText(CONFIRMED_HANDED_OFF)).toBeInTheDocument();
    expect(screen.queryByText('Transaction confirmation failed. Please try again.')).not.toBeInTheDocument();
    expect((await records()).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(paymentPage).not.toHaveBeenCalled();
  });

  it('a created transaction that costs other than the quote: Confirmation shows its total and says so; Make Payment again pays that figure', async () => {
    // The create rounds its total to whole pounds: not the quote's to the penny.
    const { events, before, paymentPage, records, stageCalls } = await ukSender({
      variance: { createdToWholeUnits: true },
    });
    await makePayment(events);

    const said = await screen.findByText(/^You pay £.*, not the £.* of your quote/);
    const [created, quoted] = [...(said.textContent ?? '').matchAll(/£([\d,]+\.?\d*)/g)].map((m) =>
      Number(m[1]!.replace(/,/g, '')),
    );
    expect(created).toBe(Math.round(quoted!));
    expect(created).not.toBeCloseTo(quoted!, 2);
    expect(stageCalls()).toEqual([1, 0, 0]);

    await makePayment(events);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(stageCalls()).toEqual([1, 1, 1]);
    // The transaction made (its own total, the rounded one) is what the payment page is for.
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(newest(after.transactions).remitt_pay).toBe(created);
  });

  it('the payment page failed to open, then the transaction was paid elsewhere: Make Payment never pays it again, nor makes it anew', async () => {
    const { events, before, paymentPage, records, stageCalls, sandbox, location } = await ukSender({
      faults: [{ method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 }],
    });
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    const reference = viewedReference();
    expect(reference).toBeTruthy();

    // Paid from its own page in another tab: the transaction moved on.
    await advance(sandbox, reference);
    await makePayment(events);
    expect(await screen.findByText(PAID_MEANWHILE)).toBeInTheDocument();
    expect(stageCalls()).toEqual([1, 1, 1]);

    // Make Payment once more, at once: the same transfer, made a moment ago, is not made again.
    await makePayment(events);
    await waitFor(() => expect(location()).toBe('/transactions'));
    expect(await screen.findByText(SAME_TRANSFER_STARTED)).toBeInTheDocument();
    expect(stageCalls()).toEqual([1, 1, 1]);
    expect(paymentPage).not.toHaveBeenCalled();
    expect((await records()).count).toBe(before.count + 1);
  });

  it('the payment page failed to open, then the transaction was cancelled: nothing is paid; Make Payment again makes the transfer anew', async () => {
    const { events, before, paymentPage, records, stageCalls, sandbox } = await ukSender({
      faults: [{ method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 }],
    });
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    const reference = viewedReference();
    // The server cancelled it meanwhile (as its own page would now say).
    sandbox.fault({
      method: 'GET',
      path: `/api/remitter/transactions/${reference}`,
      status: 200,
      body: { status: 'SUCCESS', result: { trans_ref: reference, status: 'ABORTED', remitt_pay: 104.37 } },
      times: 1,
    });
    await makePayment(events);
    expect(await screen.findByText(CANCELLED_MEANWHILE)).toBeInTheDocument();
    expect(paymentPage).not.toHaveBeenCalled();

    await makePayment(events);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(stageCalls()).toEqual([2, 2, 2]);
    expect((await records()).count).toBe(before.count + 2);
  });

  it('a lost confirm answer and the list unreadable: the sender is sent to Transactions with a note, nothing made again', async () => {
    const { events, before, paymentPage, records, stageCalls, sandbox, location } = await ukSender({
      faults: [
        { method: 'POST', path: '/api/remitter/transactions/confirm', status: 502, after: true, times: 1 },
      ],
    });
    // The list before the confirm and the look-up after it both fail to load.
    sandbox.fault({ method: 'GET', path: '/api/remitter/transactions', status: 503, times: 2 });
    await makePayment(events);

    await waitFor(() => expect(location()).toBe('/transactions'));
    expect(await screen.findByText(LOOK_UP_UNSURE)).toBeInTheDocument();
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(paymentPage).not.toHaveBeenCalled();

    // What was typed is kept: back on Confirmation, a press looks it up again before anything else.
    const listReads = sandbox.callsTo(LIST).length;
    await openSendMoney(events);
    await stepHeading('Confirmation');
    expect(screen.getAllByText(/Ncube/).length).toBeGreaterThan(0);
    await makePayment(events);
    await waitFor(() => expect(sandbox.callsTo(LIST).length).toBeGreaterThan(listReads));
    expect(stageCalls().slice(0, 2)).toEqual([1, 1]);
  });

  it('a confirm refused outright (no unclear answer before) is a failure, with no search for a transaction', async () => {
    const { events, callsOf, sandbox, location } = await ukSender({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/transactions/confirm',
          status: 200,
          body: { status: 'FAIL', result: { message: 'The rate has changed. Please calculate again.' } },
          times: 1,
        },
      ],
    });
    const listedBefore = callsOf(LIST);
    await makePayment(events);
    expect(await screen.findByText('The rate has changed. Please calculate again.')).toBeInTheDocument();
    // The list is read once, before the confirm (to tell what the confirm makes); never after it.
    const calls = sandbox.calls.map((made) => made.call);
    expect(callsOf(LIST)).toBe(listedBefore + 1);
    expect(calls.lastIndexOf(LIST)).toBeLessThan(calls.indexOf(CONFIRM));
    expect(location()).not.toMatch(/^\/transactions\//);
  });

  it('a network error on create: nothing made; Make Payment creates a new session and pays once', async () => {
    const { events, before, paymentPage, records, stageCalls } = await ukSender({
      faults: [{ method: 'POST', path: '/api/remitter/transactions/new', status: 502, times: 1 }],
    });
    clockWatched();
    await makePayment(events);
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();
    await noticeLasts('Failed to create transaction', 20_000); // spec §9: new transaction 20 s

    await makePayment(events);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    const after = await records();
    expect(after.count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([2, 1, 1]);
  });

  it('payment initiation failing: the confirmed transaction is paid on retry, never made again', async () => {
    const { events, before, paymentPage, records, stageCalls } = await ukSender({
      faults: [{ method: 'POST', path: '/api/payments/initiate', status: 503, times: 1 }],
    });
    clockWatched();
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    const made = newest((await records()).transactions);
    expect(screen.getByRole('link', { name: 'View Transaction' })).toHaveAttribute(
      'href',
      `/transactions/${made.trans_ref}`,
    );
    await noticeLasts('Payment initiation failed. Please try again.', 20_000); // spec §9: payment initiation 20 s

    await makePayment(events);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect((await records()).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 2]);
  });
});
