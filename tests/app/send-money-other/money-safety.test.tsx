import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CHECKOUT_LIFE_MS } from '@/features/payments/checkout/state.ts';
import type { Fault } from '../../../sandbox/lib/faults.ts';
import { SA_SENDER } from '../../support/sandbox-data.ts';
import {
  CONFIRM,
  CREATE,
  INITIATE,
  agree,
  openFlow,
  sandboxRecords,
  toKenyaConfirmation,
} from '../../support/send-money-other-flow.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';
import { watchPaymentPage } from '../send-money/send-flow.tsx';

/**
 * sa.sender on Kenya's Confirmation for KES 7,100 to Achieng Otieno, the transaction created (the
 * faults in place from the start); the sandbox's records before, the payment page watched.
 */
async function onKenyaConfirmation(faults: Fault[] = []) {
  const sandbox = startSandbox({ faults });
  const before = await sandboxRecords(sandbox);
  const app = await openFlow('KE', { sandbox });
  const paymentPage = watchPaymentPage();
  await toKenyaConfirmation(app.user);
  const calls = (call: string) => sandbox.callsTo(call).length;
  const newTransactions = async () =>
    (await sandboxRecords(sandbox)).transactions.length - before.transactions.length;
  /** The transaction sessions the sandbox opened since. */
  const newSessions = async () =>
    (await sandboxRecords(sandbox)).sessions.filter((made) => !before.sessions.some((b) => b.id === made.id));
  /** The session each confirm the sandbox received was for. */
  const confirmed = () =>
    sandbox.callsTo(CONFIRM).map((made) => (made.body as { trans_session_id?: unknown }).trans_session_id);
  const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });
  return { ...app, before, paymentPage, calls, newTransactions, newSessions, confirmed, makePayment };
}

describe('no double payments in the other-countries flow', () => {
  it('the create is the cross-border payload as written; then a double click on Make Payment confirms once and opens one payment page', async () => {
    const { user, sandbox, account, paymentPage, calls, newTransactions, makePayment } =
      await onKenyaConfirmation();
    // The sandbox is asked only as the spec says.
    expect(sandbox.callsTo(CREATE).map((made) => made.body)).toEqual([
      {
        amount_to_send: 7100,
        source_currency: 'ZAR',
        beneficiary_country: 'Kenya',
        dest_currency: 'KES',
        remitter_id: account?.remitter_id,
        beneficiary_id: expect.any(String),
        payment_method: '91',
        country: 'SA',
        trans_type: 'Cash Collection',
        sms_benef_mobile: '+254700000201',
        sms_mobile: account?.mobile,
        purpose: '401 Gifts',
        promo_code: '',
      },
    ]);
    expect(account?.email).toBe(SA_SENDER);

    await agree(user);
    const button = makePayment();
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect([calls(CREATE), calls(CONFIRM), calls(INITIATE)]).toEqual([1, 1, 1]);
    expect(await newTransactions()).toBe(1);
  });

  it('a checkout left past its quote’s life: Make Payment creates the transfer anew and shows it, never pays the old session', async () => {
    const { user, sandbox, paymentPage, calls, newTransactions, newSessions, confirmed, makePayment } =
      await onKenyaConfirmation();
    const [old] = await newSessions();
    expect(old).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHECKOUT_LIFE_MS + 60_000 });
    try {
      await agree(user);
      await user.click(makePayment());
      await waitFor(() => expect(calls(CREATE)).toBe(2));
      expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
      // A new transaction session, nothing confirmed yet.
      const sessions = await newSessions();
      expect(sessions).toHaveLength(2);
      const renewed = sessions.find((made) => made.id !== old!.id);
      expect(renewed).toBeDefined();
      expect(calls(CONFIRM)).toBe(0);
      expect(await newTransactions()).toBe(0);

      // What is on screen now is the new transaction: Make Payment pays it.
      expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
      await user.click(makePayment());
      await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
      expect(confirmed()).toEqual([renewed!.id]);
      const records = await sandboxRecords(sandbox);
      expect(records.sessions.find((session) => session.id === old!.id)?.state).toBe('open');
      expect(await newTransactions()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a lost confirm answer: the transaction it made is found and the sender taken to it', async () => {
    const { sandbox, user, location, before, calls, newTransactions, makePayment } =
      await onKenyaConfirmation([
        { method: 'POST', path: '/api/remitter/transactions/confirm', status: 502, after: true, times: 1 },
      ]);
    await agree(user);
    await user.click(makePayment());
    await waitFor(() => expect(location()).toMatch(/^\/transactions\/./));
    const records = await sandboxRecords(sandbox);
    const made = records.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(made).toBeDefined();
    expect(location()).toBe(`/transactions/${made!.trans_ref}`);
    expect(await newTransactions()).toBe(1);
    expect(calls(CONFIRM)).toBe(1);
  });

  it('a failed payment initiation keeps the confirmed transaction; Make Payment asks again, never confirms again', async () => {
    const { user, paymentPage, calls, newTransactions, makePayment } = await onKenyaConfirmation([
      { method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 },
    ]);
    await agree(user);
    await user.click(makePayment());
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    await user.click(makePayment());
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect([calls(CONFIRM), calls(INITIATE)]).toEqual([1, 2]);
    expect(await newTransactions()).toBe(1);
  });

  it('a refused confirm shows the catalogue text and goes back to the form; the retry reuses the session', async () => {
    const { user, paymentPage, calls, newTransactions, newSessions, confirmed, makePayment } =
      await onKenyaConfirmation([
        {
          method: 'POST',
          path: '/api/remitter/transactions/confirm',
          status: 200,
          body: { status: 'FAIL', result: { message: 'Compliance check unavailable.' } },
          times: 1,
        },
      ]);
    const [session] = await newSessions();
    await agree(user);
    await user.click(makePayment());
    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Compliance check unavailable.')).toBeInTheDocument();
    await user.click(makePayment());
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(calls(CREATE)).toBe(1);
    expect(calls(CONFIRM)).toBe(2);
    expect(session).toBeDefined();
    // Both confirms were for the one session created.
    expect(confirmed()).toEqual([session!.id, session!.id]);
    expect(await newTransactions()).toBe(1);
  });
});
