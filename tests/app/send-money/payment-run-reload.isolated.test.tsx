import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CheckoutStage, CheckoutState } from '@/features/payments/checkout/state.ts';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';
import { pageReloaded } from '../../support/page-locks.ts';
import { UK_SENDER } from '../../support/sandbox-data.ts';
import { newPageLoad } from '../../support/page-load.isolated.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import { CONFIRM, INITIATE, NEW } from './send-flow.tsx';

// A reload is fresh modules (vi.resetModules): the app's atoms read what storage kept when their
// modules load, and its store starts empty. This file has a module graph of its own
// (vitest.config.ts), so the modules it loads again never reach another file.

/** A page load: the app's modules afresh (and the helpers that drive it, on those modules). */
const loadPage = () => newPageLoad(() => import('./send-flow.tsx'));

/**
 * On the reloaded page: Amount to Send calculated again, the stored beneficiary still chosen on
 * Beneficiary Details, then Confirmation and Make Payment.
 */
async function payAgain(page: Awaited<ReturnType<typeof loadPage>>, user: UserEvent) {
  await page.passAmountStep(user);
  await page.stepHeading('Beneficiary Details');
  await within(await screen.findByRole('region', { name: 'Selected beneficiary' })).findByText(/Ncube/);
  const next = () => screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next()).toBeEnabled());
  await user.click(next());
  await page.stepHeading('Confirmation');
  await page.makePayment(user);
}

/** What the checkout keeps in session storage (the browser's, as the earlier page left it). */
const storedCheckout = () => readSenderScoped<CheckoutState>(sessionStorage.getItem('send-money.checkout'));

/** uk.sender's transactions and transaction sessions, as the sandbox holds them. */
const records = (sandbox: TestSandbox) =>
  sandbox.admin<{ count: number; sessions: { id: string }[]; transactions: { trans_ref: string }[] }>(
    `/transactions?email=${encodeURIComponent(UK_SENDER)}`,
  );

/**
 * uk.sender walks to Confirmation and presses Make Payment with the stage's call held on its way
 * to the sandbox; the page is left (a reload) once the stage is stored as begun; the held call
 * then lands (as a request already sent does) but its answer reaches no page. Then the reloaded
 * page at /send-money: fresh modules on the same storage, cookie and sandbox.
 */
async function leaveDuring(stage: CheckoutStage, call: string) {
  const sandbox = startSandbox();
  const before = await records(sandbox);
  const page = await loadPage();
  const first = await page.renderApp({ url: '/send-money', user: UK_SENDER, sandbox });
  page.watchPaymentPage();
  await page.reachConfirmation(first.user);
  const held = sandbox.hold(call, { answerLost: true });
  await page.makePayment(first.user);
  await held.reached;
  await waitFor(() => expect(storedCheckout()).toMatchObject({ stage, begun: true }));
  const firstCalls = sandbox.calls.map((made) => made.call);
  cleanup();
  pageReloaded();
  held.release();

  const again = await loadPage();
  const reloaded = await again.renderApp({ url: '/send-money', user: UK_SENDER, sandbox });
  const paymentPage = again.watchPaymentPage();
  /** How many times both pages made each stage's call: [new, confirm, initiate]. */
  const stageCalls = () => {
    const all = [...firstCalls, ...sandbox.calls.map((made) => made.call)];
    return [NEW, CONFIRM, INITIATE].map((stageCall) => all.filter((made) => made === stageCall).length);
  };
  return {
    sandbox,
    before,
    reloaded,
    paymentPage,
    stageCalls,
    payAgain: () => payAgain(again, reloaded.user),
  };
}

describe('a reload in the middle of the payment run', () => {
  it('mid-confirm: no second call; the next press looks the transaction up first and takes the sender to it; one transaction', async () => {
    const { sandbox, before, reloaded, paymentPage, stageCalls, payAgain } = await leaveDuring(
      'confirm',
      CONFIRM,
    );

    // The reloaded page (a new store reading what session storage kept) tells the user.
    expect(
      await screen.findByText(/interrupted while your transaction was being confirmed/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute('href', '/transactions');

    // The cut-off call still lands on the server (the first page's request was already sent)...
    await waitFor(async () => expect((await records(sandbox)).count).toBe(before.count + 1));
    // ...and the reloaded page made no call of its own.
    expect(stageCalls()).toEqual([1, 1, 0]);

    // The user calculates again and returns to Confirmation: Make Payment looks for what the cut-off
    // confirm made before anything is sent again, and takes the sender to that transaction.
    await payAgain();
    const after = await records(sandbox);
    const made = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    await waitFor(() => expect(reloaded.location()).toBe(`/transactions/${made?.trans_ref}`));
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    expect(stageCalls()).toEqual([1, 1, 0]);
    expect(paymentPage).not.toHaveBeenCalled();
  });

  it('mid-create: nothing confirmed, the user is told; Make Payment again pays once', async () => {
    const { sandbox, before, paymentPage, stageCalls, payAgain } = await leaveDuring('create', NEW);
    expect(await screen.findByText(/interrupted before your transaction was confirmed/)).toBeInTheDocument();
    expect(stageCalls()).toEqual([1, 0, 0]);

    await payAgain();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect((await records(sandbox)).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([2, 1, 1]);
  });

  it('mid-initiate: the same reference is paid on Make Payment, nothing made again', async () => {
    const { sandbox, before, paymentPage, stageCalls, payAgain } = await leaveDuring('initiate', INITIATE);
    const made = (await records(sandbox)).transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(await screen.findByText(/the payment page did not open/)).toBeInTheDocument();
    const links = screen
      .getAllByRole('link', { name: 'View Transaction' })
      .map((link) => link.getAttribute('href'));
    expect(links).toContain(`/transactions/${made?.trans_ref ?? 'none'}`);
    expect(paymentPage).not.toHaveBeenCalled();

    await payAgain();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect((await records(sandbox)).count).toBe(before.count + 1);
    expect(stageCalls()).toEqual([1, 1, 2]);
  });
});
