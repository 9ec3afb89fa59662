import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChargesRequest, RemitoneStatus, Transaction } from '@/api/contract.ts';
import { PAYMENT_UNDERWAY } from '@/app/send-again/model/messages.ts';
import { LIMIT_MESSAGE_ONBOARDED } from '@/remittance/amount/limits.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import { UK_SENDER, addTransaction, sandboxTransactions } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import { CHARGES, UK_LIMITED, useSendPageEnv } from '../send-money/render-send-page.tsx';
import {
  NEW,
  makePayment,
  reachConfirmation,
  stepHeading,
  watchPaymentPage,
} from '../send-money/send-flow.tsx';

useSendPageEnv();

const DAY_MS = 24 * 60 * 60_000;
const sendAgainButtons = () => screen.queryAllByRole('button', { name: /^Send again/ });
const filledFrom = (ref: string) => new RegExp(`Filled in from your transfer ${ref}`);

/** The remitone provider sets the account's status (sandbox control): user and profile carry it. */
const setStatus = (sandbox: TestSandbox, status: RemitoneStatus) =>
  sandbox.admin('/users/status', { method: 'POST', body: { email: UK_SENDER, remitone_status: status } });

/** uk.sender's newest transfer to a beneficiary in dollars, as the portal lists it (strict answer). */
async function aTransaction(sandbox: TestSandbox): Promise<Transaction> {
  const found = (await sandboxTransactions(sandbox)).find((t) => t.dest_currency === 'USD' && t.benef_mobile);
  if (!found) throw new Error('no USD transaction for uk.sender');
  return found;
}

/** uk.sender on `transaction`'s page presses Send again: the send page it leads to. */
async function sendAgainFrom(sandbox: TestSandbox, transaction: Transaction) {
  const app = await renderApp({ url: `/transactions/${transaction.trans_ref}`, user: UK_SENDER, sandbox });
  await app.user.click(await screen.findByRole('button', { name: 'Send again' }));
  await waitFor(() => expect(app.location()).toBe('/send-money'));
  return app;
}

describe("'Send again' while the account is locked", () => {
  it('is not offered: the send pages are closed to a locked account', async () => {
    setDesktop(true);
    const sandbox = startSandbox();
    // Signed in while blocked; the provider unblocks the account before the profile is answered.
    await setStatus(sandbox, 'blocked');
    const profile = sandbox.hold('GET /api/remitter/profile');
    await renderApp({ url: '/beneficiaries', user: UK_SENDER, sandbox });
    // The beneficiaries (a page open to a locked account) are listed, with no Send again.
    expect(await screen.findByText('Rudo')).toBeInTheDocument();
    expect(sendAgainButtons()).toHaveLength(0);
    await profile.reached;
    await setStatus(sandbox, 'valid');
    profile.release();
    await waitFor(() => expect(sendAgainButtons().length).toBeGreaterThan(0));
    for (const button of sendAgainButtons()) expect(button).toBeEnabled();
  });
});

describe("'Send again' from a transaction: everything checked again as if typed", () => {
  it('a prefilled amount over the limit shows the limit message and Calculate disabled; no quote', async () => {
    const sandbox = startSandbox();
    UK_LIMITED.arrange?.(sandbox);
    // A transfer of $90,000 made long ago (it counts against no limit now).
    const transaction = addTransaction(sandbox, {
      status: 'PROCESSED',
      method: '81',
      amount: { kind: 'destination', value: 90_000 },
      age: 400 * DAY_MS,
    });

    await sendAgainFrom(sandbox, transaction);
    expect(await screen.findByLabelText(/^Amount to receive/)).toHaveValue('90000');
    expect(await screen.findByText(LIMIT_MESSAGE_ONBOARDED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(CHARGES)).toHaveLength(0);
    expect(screen.getByText(filledFrom(transaction.trans_ref))).toBeInTheDocument();
  });

  it('the same transfer again: its values filled in, no quote until Calculate, then a fresh one', async () => {
    const sandbox = startSandbox();
    const transaction = await aTransaction(sandbox);

    const { user } = await sendAgainFrom(sandbox, transaction);
    expect(await screen.findByLabelText(/^Amount to receive/)).toHaveValue(String(transaction.dest_amount));
    expect(screen.getByText(filledFrom(transaction.trans_ref))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(CHARGES)).toHaveLength(0);
    // The spec does not promise a transaction's purpose (the strict sandbox leaves it out): the
    // sender chooses it.
    expect(screen.getByLabelText(/^Purpose/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'Family Support');
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toBeEnabled());
    await user.click(calculate);
    expect(await screen.findByRole('region', { name: 'Your quote' })).toBeInTheDocument();
    // A fresh quote for the transfer's amount and currency, asked of the server.
    const asked = sandbox.callsTo(CHARGES).map((call) => call.body as ChargesRequest);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ destination_currency: transaction.dest_currency });
    expect(Number(asked[0]?.amount_to_receive)).toBe(Number(transaction.dest_amount));
  });

  it('refused while a payment is under way: the flow is left as it is', async () => {
    setDesktop(true);
    const paymentPage = watchPaymentPage();
    const sandbox = startSandbox();
    UK_LIMITED.arrange?.(sandbox);
    const transaction = await aTransaction(sandbox);
    const { user, location } = await renderApp({ url: '/send-money', user: UK_SENDER, sandbox });
    await reachConfirmation(user);
    const created = sandbox.hold(NEW);
    await makePayment(user);
    await created.reached;

    // While the transaction is being created, the sender opens another transfer and presses Send again.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Transactions' }));
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await user.click(
      within(table).getByRole('link', { name: new RegExp(`transaction ${transaction.trans_ref}$`) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_UNDERWAY);
    expect(location()).toBe(`/transactions/${transaction.trans_ref}`);

    // Send Money still makes the payment it was making, with nothing filled in from that transfer.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Send Money' }));
    expect(await stepHeading('Transaction Status')).toBeInTheDocument();
    expect(screen.queryByText(filledFrom(transaction.trans_ref))).not.toBeInTheDocument();
    created.release();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(NEW)).toHaveLength(1);
  });
});
