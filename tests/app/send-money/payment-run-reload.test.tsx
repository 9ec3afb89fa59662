import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { checkoutAtom, quoteAtom, stepAtom } from '@/features/send-money/state.ts';
import type { UserEvent } from '@testing-library/user-event';
import type { Quote } from '@/features/send-money/model/quote.ts';
import type { CheckoutStage, CheckoutState } from '@/features/payments/checkout/state.ts';
import {
  callsOf,
  env,
  holdCall,
  makePayment,
  NEW,
  reloadedStore,
  renderPage,
  sandboxRecords,
  stageCalls,
  UK_SENDER,
  ukSender,
  usePaymentRunEnv,
} from './payment-run-support.tsx';
import type { Store } from '../../support/render-with-providers.tsx';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

usePaymentRunEnv();

const storedCheckout = () => readSenderScoped<CheckoutState>(sessionStorage.getItem('send-money.checkout'));

/**
 * uk.sender presses Make Payment with the stage's call held on its way to the sandbox, and the
 * page is reloaded (unmounted) once the stage is stored as begun; the held call then lands (as a
 * request already sent does) but its answer reaches no page; then the reloaded page on a fresh
 * store.
 */
async function leaveDuring(stage: CheckoutStage, path: string) {
  const release = holdCall(`POST ${path}`, { answerLost: true });
  const { store, quote, before } = await ukSender();
  const page = renderPage(store);
  await makePayment(page.events);
  await waitFor(() => expect(storedCheckout()).toMatchObject({ stage, begun: true }));
  const left = storedCheckout();
  page.unmount();
  release();

  const reloaded = reloadedStore();
  const again = renderPage(reloaded);
  return { quote, before, left, reloaded, again };
}

/** The user calculates again and returns to Confirmation, then presses Make Payment. */
async function payAgain(reloaded: Store, events: UserEvent, quote: Quote) {
  reloaded.set(quoteAtom, quote);
  reloaded.set(stepAtom, 'confirmation');
  await makePayment(events);
}

describe('a reload in the middle of the payment run', () => {
  it('mid-confirm: no second call; the next press looks the transaction up first and takes the sender to it; one transaction', async () => {
    const { quote, before, left, reloaded, again } = await leaveDuring(
      'confirm',
      '/api/remitter/transactions/confirm',
    );
    const session = left?.transSessionId;

    // The reloaded page (a new store reading what session storage kept) tells the user.
    expect(
      await screen.findByText(/interrupted while your transaction was being confirmed/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute('href', '/transactions');
    expect(reloaded.get(checkoutAtom)).toMatchObject({
      failed: 'confirm',
      confirmUnclear: true,
      transSessionId: session,
    });

    // The cut-off call still lands on the server (the first page's request was already sent)...
    await waitFor(async () => expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 1));
    // ...and the reloaded page made no call of its own.
    expect(stageCalls()).toEqual([1, 1, 0]);

    // The user calculates again and returns to Confirmation: Make Payment looks for what the cut-off
    // confirm made before anything is sent again, and takes the sender to that transaction.
    await payAgain(reloaded, again.events, quote);
    const after = await sandboxRecords(UK_SENDER);
    const made = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/transactions/${made?.trans_ref}`));
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('mid-create: nothing confirmed, the user is told; Make Payment again pays once', async () => {
    const { quote, before, reloaded, again } = await leaveDuring('create', '/api/remitter/transactions/new');
    expect(await screen.findByText(/interrupted before your transaction was confirmed/)).toBeInTheDocument();
    expect(reloaded.get(checkoutAtom)).toMatchObject({ stage: null, failed: 'create', transSessionId: null });
    expect(callsOf(NEW)).toBe(1);

    await payAgain(reloaded, again.events, quote);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([2, 1, 1]);
  });

  it('mid-initiate: the same reference is paid on Make Payment, nothing made again', async () => {
    const { quote, before, left, reloaded, again } = await leaveDuring('initiate', '/api/payments/initiate');
    const reference = left?.reference;
    expect(await screen.findByText(/the payment page did not open/)).toBeInTheDocument();
    const links = screen
      .getAllByRole('link', { name: 'View Transaction' })
      .map((link) => link.getAttribute('href'));
    expect(links).toContain(`/transactions/${reference ?? ''}`);
    expect(env.assign).not.toHaveBeenCalled();

    await payAgain(reloaded, again.events, quote);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect((await sandboxRecords(UK_SENDER)).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 2]);
  });
});
