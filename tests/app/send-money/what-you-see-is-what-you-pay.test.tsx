import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { zimbabweCheckout } from '@/features/send-money/hooks/payment-stages.ts';
import { paymentInputs } from '@/features/send-money/model/payment-inputs.ts';
import { beneficiaryChoiceAtom, checkoutAtom } from '@/features/send-money/state.ts';
import { PAID_ELSEWHERE, CONFIRMED_CANNOT_CHANGE } from '@/features/payments/model/checkout-messages.ts';
import { peekFlashNotice } from '@/lib/flash-notice.ts';
import { pressWhenEnabled } from '../../support/press.ts';
import {
  UK_FORM,
  UK_SENDER,
  env,
  makePayment as pressMakePayment,
  renderPage,
  sandboxRecords,
  stageCalls as stageCallsOf,
  ukSender,
  usePaymentRunEnv,
} from './payment-run-support.tsx';
import { failure, sandboxTransactions } from '../../support/sandbox-data.ts';
import { UK_LIMITED_PENDING, renderSendPage, useSendPageEnv } from './render-send-page.tsx';
import {
  CONFIRM,
  INITIATE,
  NEW,
  addNewBeneficiary,
  makePayment,
  reachConfirmation,
  stepHeading,
  watchPaymentPage,
} from './send-flow.tsx';

useSendPageEnv();

/** uk.sender on Confirmation for $130 to Rudo Maria Ncube; what the sandbox held before. */
async function ukSenderOnConfirmation(faults: Parameters<typeof failure>[] = []) {
  const app = await renderSendPage(UK_LIMITED_PENDING, {
    setup: { faults: faults.map((args) => failure(...args)) },
  });
  const paymentPage = watchPaymentPage();
  const before = await sandboxTransactions(app.sandbox);
  await reachConfirmation(app.user);
  /** The transactions made since. */
  const madeSince = async () =>
    (await sandboxTransactions(app.sandbox)).filter((t) => !before.some((b) => b.trans_ref === t.trans_ref));
  /** How many times the app made each stage's call: [new, confirm, initiate]. */
  const stageCalls = () => [NEW, CONFIRM, INITIATE].map((call) => app.sandbox.callsTo(call).length);
  return { ...app, paymentPage, madeSince, stageCalls };
}

describe('the Zimbabwe Confirmation shows the transaction Make Payment pays', () => {
  it('confirm fails, Back, another beneficiary: the paid transaction is for the beneficiary on the screen', async () => {
    const { user, paymentPage, madeSince, stageCalls } = await ukSenderOnConfirmation([
      [CONFIRM, 'Transaction confirmation failed. Please try again.', { status: 502 }],
    ]);
    await makePayment(user);
    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();

    // Back on Beneficiary Details, a new beneficiary; Confirmation shows Rudo Chikwanha.
    await pressWhenEnabled(user, 'Back');
    await addNewBeneficiary(user, { first: 'Rudo', last: 'Chikwanha', mobile: '771234567' });
    await stepHeading('Confirmation');
    // uk.sender has a saved Rudo too (Rudo Maria Ncube): the whole name, as Confirmation shows it.
    expect(await screen.findByText('Rudo Chikwanha')).toBeVisible();
    await makePayment(user);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));

    const made = await madeSince();
    expect(made).toHaveLength(1);
    expect(made[0]?.benef_mobile).toContain('263771234567');
    expect(made[0]?.benef_name).toMatch(/^Rudo\s+Chikwanha$/);
    // The earlier session was never confirmed: it stays open, never paid.
    expect(stageCalls()).toEqual([2, 2, 1]);
  });

  it('a failed start of the payment, then Back: the sender is taken to the confirmed transaction', async () => {
    const { user, paymentPage, madeSince, stageCalls, location } = await ukSenderOnConfirmation([
      [INITIATE, 'Payment initiation failed. Please try again.', { status: 503 }],
    ]);
    await makePayment(user);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();

    await pressWhenEnabled(user, 'Back');
    const made = await madeSince();
    expect(made).toHaveLength(1);
    await waitFor(() => expect(location()).toBe(`/transactions/${made[0]?.trans_ref}`));
    expect(await screen.findByText(CONFIRMED_CANNOT_CHANGE)).toBeVisible();
    expect(stageCalls()).toEqual([1, 1, 1]);
    expect(paymentPage).not.toHaveBeenCalled();
  });
});

// Left as it was: a second tab is a second page load (its own modules reading the storage), which
// one module graph cannot give two app trees; the second tab's store still mounts the flow's atoms.
describe('a duplicated tab pays once', () => {
  usePaymentRunEnv();

  const madeSince = async (before: Awaited<ReturnType<typeof sandboxRecords>>) =>
    (await sandboxRecords(UK_SENDER)).transactions.filter(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );

  /** A second tab: a store of its own on a copy of the first tab's session storage. */
  function duplicateTab() {
    const store = createStore();
    store.set(hasTokenAtom, true);
    for (const atom of [sessionUserAtom, checkoutAtom, beneficiaryChoiceAtom] as const)
      store.sub(atom, () => {});
    return store;
  }

  it('Make Payment in both tabs at once: one transaction; the second tab is told and taken to Transactions', async () => {
    const { store, before, quote } = await ukSender();
    const { events } = renderPage(store);
    // The checkout gets its id while Confirmation is shown; then the tab is duplicated.
    await waitFor(() => expect(store.get(checkoutAtom).flowId).toBeTruthy());
    const second = duplicateTab();
    expect(second.get(checkoutAtom).flowId).toBe(store.get(checkoutAtom).flowId);

    await pressMakePayment(events);
    const user = second.get(sessionUserAtom);
    const choice = second.get(beneficiaryChoiceAtom);
    if (!user || !choice) throw new Error('the second tab holds no flow');
    const key = paymentInputs({ form: UK_FORM, quote, user, choice });
    await zimbabweCheckout.request(second, { inputs: key, pay: true, madeFor: null });

    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(await madeSince(before)).toHaveLength(1);
    expect(window.location.pathname).toBe('/transactions');
    expect(peekFlashNotice('/transactions')).toMatch(/another tab or window/);

    // Pressed again later, after the first tab finished: still nothing paid twice.
    await zimbabweCheckout.request(second, { inputs: key, pay: true, madeFor: null });
    expect(await madeSince(before)).toHaveLength(1);
    expect(peekFlashNotice('/transactions')).toBe(PAID_ELSEWHERE);
    expect(stageCallsOf()).toEqual([1, 1, 1]);
  });
});
