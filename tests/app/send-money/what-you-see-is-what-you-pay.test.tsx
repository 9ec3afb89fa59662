import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CONFIRMED_CANNOT_CHANGE } from '@/features/payments/model/checkout-messages.ts';
import { pressWhenEnabled } from '../../support/press.ts';
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

// A duplicated tab pays once: a second page load with a copy of the first's session storage, each
// with its own modules and store, is a browser's to give. The journey tests/e2e/duplicated-tab.spec.ts
// runs it in Chromium, both ways (Make Payment in both at once; in the duplicate after the first
// paid): one transaction, and the duplicate is told and taken to Transactions.
