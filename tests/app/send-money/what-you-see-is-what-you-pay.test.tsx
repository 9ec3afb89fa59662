import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { PAID_ELSEWHERE, CONFIRMED_CANNOT_CHANGE } from '@/features/payments/model/checkout-messages.ts';
import { zimbabweCheckout } from '@/features/send-money/hooks/payment-stages.ts';
import { paymentInputs } from '@/features/send-money/model/payment-inputs.ts';
import { beneficiaryChoiceAtom, checkoutAtom, stepAtom } from '@/features/send-money/state.ts';
import { peekFlashNotice } from '@/lib/flash-notice.ts';
import {
  UK_FORM,
  UK_SENDER,
  addFault,
  env,
  makePayment,
  renderPage,
  sandboxRecords,
  stageCalls,
  ukSender,
  usePaymentRunEnv,
} from './payment-run-support.tsx';
import { pressWhenEnabled } from '../../support/press.ts';

usePaymentRunEnv();

const NEW_BENEFICIARY = {
  kind: 'new',
  details: {
    first_name: 'Rudo',
    middle_name: '',
    last_name: 'Chikwanha',
    mobile: '+263771234567',
    save_to_favourites: true,
  },
} as const;

const madeSince = async (before: Awaited<ReturnType<typeof sandboxRecords>>) =>
  (await sandboxRecords(UK_SENDER)).transactions.filter(
    (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
  );

describe('the Zimbabwe Confirmation shows the transaction Make Payment pays', () => {
  it('confirm fails, Back, another beneficiary: the paid transaction is for the beneficiary on the screen', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/transactions/confirm', status: 502, times: 1 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();
    expect(store.get(checkoutAtom)).toMatchObject({ failed: 'confirm', confirmUnclear: true });

    // Back on Beneficiary Details, a new beneficiary; Confirmation shows Rudo Chikwanha.
    await pressWhenEnabled(events, 'Back');
    // The step's code may still be loading: the sender chooses once the step is on screen.
    expect(await screen.findByRole('heading', { name: 'Beneficiary Details' })).toBeVisible();
    store.set(beneficiaryChoiceAtom, NEW_BENEFICIARY);
    store.set(stepAtom, 'confirmation');
    // uk.sender has a saved Rudo too (Rudo Maria Ncube): the whole name, as Confirmation shows it.
    expect(await screen.findByText('Rudo Chikwanha')).toBeVisible();
    await makePayment(events);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));

    const made = await madeSince(before);
    expect(made).toHaveLength(1);
    expect(made[0]?.benef_mobile).toContain('263771234567');
    expect(made[0]?.benef_name).toMatch(/^Rudo\s+Chikwanha$/);
    // The earlier session was never confirmed: it stays open, never paid.
    expect(stageCalls()).toEqual([2, 2, 1]);
  });

  it('a failed start of the payment, then Back: the sender is taken to the confirmed transaction', async () => {
    await addFault({ method: 'POST', path: '/api/payments/initiate', status: 503, times: 1 });
    const { store, before } = await ukSender();
    const { events } = renderPage(store);
    await makePayment(events);
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();

    await pressWhenEnabled(events, 'Back');
    const made = await madeSince(before);
    expect(made).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe(`/transactions/${made[0]?.trans_ref}`));
    expect(peekFlashNotice(window.location.pathname)).toBe(CONFIRMED_CANNOT_CHANGE);
    expect(stageCalls()).toEqual([1, 1, 1]);
    expect(env.assign).not.toHaveBeenCalled();
  });
});

describe('a duplicated tab pays once', () => {
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

    await makePayment(events);
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
    expect(stageCalls()).toEqual([1, 1, 1]);
  });
});
