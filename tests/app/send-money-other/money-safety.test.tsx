import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CHECKOUT_LIFE_MS, type CheckoutState } from '@/features/payments/checkout/state.ts';
import {
  CONFIRM,
  CREATE,
  INITIATE,
  SA_SENDER,
  addFault,
  agree,
  callsOf,
  env,
  reloadedStore,
  renderPage,
  sandboxRecords,
  signIn,
  useOtherFlowEnv,
  kenyaConfirmation,
  onKenyaConfirmation,
} from '../../support/send-money-other-flow.tsx';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

useOtherFlowEnv();

const stored = () => readSenderScoped<CheckoutState>(sessionStorage.getItem('send-money-other.checkout'));

const newTransactions = async (before: Awaited<ReturnType<typeof sandboxRecords>>) =>
  (await sandboxRecords()).transactions.length - before.transactions.length;

describe('no double payments in the other-countries flow', { timeout: 20_000 }, () => {
  it('a double click on Make Payment confirms once and opens one payment page', async () => {
    const { before, page } = await onKenyaConfirmation();
    await agree(page.events);
    const button = screen.getByRole('button', { name: 'Make Payment' });
    await page.events.dblClick(button);
    await page.events.click(button);
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect([callsOf(CREATE), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 1, 1]);
    expect(await newTransactions(before)).toBe(1);
  });

  it('a reload of Confirmation never creates a second session: the stored one is paid', async () => {
    const { before, page } = await onKenyaConfirmation();
    const created = stored();
    expect(created?.transSessionId).toBeTruthy();
    page.unmount();

    const again = renderPage(reloadedStore());
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(callsOf(CREATE)).toBe(1);
    await agree(again.events);
    await again.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(stored()?.stage).toBe('complete');
    expect(callsOf(CREATE)).toBe(1);
    expect(await newTransactions(before)).toBe(1);
    const records = await sandboxRecords();
    expect(records.sessions.filter((s) => s.id === created?.transSessionId)).toHaveLength(1);
  });

  it('a checkout left past its quote’s life: Make Payment creates the transfer anew and shows it, never pays the old session', async () => {
    const { before, page } = await onKenyaConfirmation();
    const old = stored();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHECKOUT_LIFE_MS + 60_000 });
    try {
      await agree(page.events);
      await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
      await waitFor(() => expect(callsOf(CREATE)).toBe(2));
      expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
      const renewed = stored();
      expect(renewed?.transSessionId).not.toBe(old?.transSessionId);
      expect(renewed?.flowId).not.toBe(old?.flowId);
      expect(callsOf(CONFIRM)).toBe(0);
      expect(await newTransactions(before)).toBe(0);

      // What is on screen now is the new transaction: Make Payment pays it.
      expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
      await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
      await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
      const records = await sandboxRecords();
      expect(records.sessions.find((session) => session.id === old?.transSessionId)?.state).toBe('open');
      expect(await newTransactions(before)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a lost confirm answer: the transaction it made is found and the sender taken to it', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 502,
      after: true,
      times: 1,
    });
    const { before, page } = await onKenyaConfirmation();
    await agree(page.events);
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(stored()?.stage).toBe('complete'));
    const records = await sandboxRecords();
    const made = records.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(made).toBeDefined();
    expect(window.location.pathname).toBe(`/transactions/${made!.trans_ref}`);
    expect(await newTransactions(before)).toBe(1);
    expect(callsOf(CONFIRM)).toBe(1);
  });

  it('a failed payment initiation keeps the confirmed transaction; Make Payment asks again, never confirms again', async () => {
    await addFault({ method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 });
    const { before, page } = await onKenyaConfirmation();
    await agree(page.events);
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect([callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 2]);
    expect(await newTransactions(before)).toBe(1);
  });

  it('a refused confirm shows the catalogue text and goes back to the form; the retry reuses the session', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/confirm',
      status: 200,
      body: { status: 'FAIL', result: { message: 'Compliance check unavailable.' } },
      times: 1,
    });
    const { before, page } = await onKenyaConfirmation();
    const session = stored()?.transSessionId;
    await agree(page.events);
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Compliance check unavailable.')).toBeInTheDocument();
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(stored()?.stage).toBe('complete');
    expect(callsOf(CREATE)).toBe(1);
    expect(callsOf(CONFIRM)).toBe(2);
    expect(session).toBeTruthy();
    expect(await newTransactions(before)).toBe(1);
  });
});

describe('the sandbox is asked only as the spec says', { timeout: 20_000 }, () => {
  it('the create is the cross-border payload as written', async () => {
    const bodies: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).endsWith('/remitter/transactions/terrapay'))
        bodies.push(JSON.parse(String(init.body)));
      return original(input, init);
    }) as typeof fetch;
    const session = await signIn(SA_SENDER);
    await kenyaConfirmation(session);
    expect(bodies).toEqual([
      {
        amount_to_send: 7100,
        source_currency: 'ZAR',
        beneficiary_country: 'Kenya',
        dest_currency: 'KES',
        remitter_id: session.user.remitter_id,
        beneficiary_id: expect.any(String),
        payment_method: '91',
        country: 'SA',
        trans_type: 'Cash Collection',
        sms_benef_mobile: '+254700000201',
        sms_mobile: session.user.mobile,
        purpose: '401 Gifts',
        promo_code: '',
      },
    ]);
  });
});
