import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { wasPaymentStarted } from '@/features/payments/model/payment-started.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  UK_SENDER,
  answer,
  onPaymentPage,
  sandboxTransaction,
  startPayment,
} from '../../support/sandbox-data.ts';
import { startSandbox, type SandboxSetup, type TestSandbox } from '../../support/test-sandbox.ts';

/** uk.sender's transfer awaiting payment, whose payment page returns here. */
const REF = 'ZW10000007';
const POLL = 'POST /api/payments/poll';
const ONE = `GET /api/remitter/transactions/${REF}`;

/**
 * The sender started paying ZW10000007 and, after `press` on the payment page (or before
 * pressing anything), is back on /checkout/ZW10000007.
 */
async function backFromPaymentPage(
  press: 'pay' | 'cancel' | 'nothing',
  setup: TestSandbox | SandboxSetup = {},
) {
  const sandbox = 'callsTo' in setup ? setup : startSandbox(setup);
  const paymentUrl = await startPayment(sandbox, await sandboxTransaction(sandbox, REF), {
    returnPath: `/checkout/${REF}`,
  });
  if (press !== 'nothing') expect(await onPaymentPage(sandbox, paymentUrl, press)).toBe(303);
  return renderApp({ url: `/checkout/${REF}`, user: UK_SENDER, sandbox });
}

describe('/checkout/:reference', () => {
  it('says the payment is being processed, links to the transaction, and polls it', async () => {
    // The full sandbox: its poll says how the payment stands, beside its message.
    const { sandbox } = await backFromPaymentPage('nothing', { strict: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your payment is being processed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`payment for transaction ${REF}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View transaction ${REF}` })).toHaveAttribute(
      'href',
      `/transactions/${REF}`,
    );
    expect(await screen.findByText('The payment has not been completed yet.')).toBeInTheDocument();
    expect(sandbox.callsTo(POLL)[0]?.body).toEqual({ transaction_reference: REF });
    expect(wasPaymentStarted(REF)).toBe(true);
  });

  it('goes on to the transaction once the payment is paid (AGENT_OK)', async () => {
    const { location } = await backFromPaymentPage('pay', { strict: false });
    await waitFor(() => expect(location()).toBe(`/transactions/${REF}`));
  });

  it.each([
    ['cancelled', 'PENDING_CLEARANCE'],
    ['pending', 'SENT_FOR_PAY'],
  ])(
    'goes on to the transaction once the poll says the payment is %s (%s)',
    async (payment_status, transaction_status) => {
      // Answers the sandbox does not make, but the spec allows.
      const { location } = await backFromPaymentPage('nothing', {
        faults: [answer(POLL, { message: 'Done.', payment_status, transaction_status })],
      });
      await waitFor(() => expect(location()).toBe(`/transactions/${REF}`));
    },
  );

  it('a poll answer with only its message (the spec promises no more): the transaction, moved on (AGENT_OK): goes on to it', async () => {
    const { location, sandbox } = await backFromPaymentPage('pay');
    await waitFor(() => expect(sandbox.callsTo(ONE).length).toBeGreaterThan(0));
    await waitFor(() => expect(location()).toBe(`/transactions/${REF}`));
  });

  it('a poll answer with only its message (the spec promises no more): the transaction, still awaiting payment: stays', async () => {
    const { location, sandbox } = await backFromPaymentPage('nothing');
    // The page has read the transaction (still awaiting payment) from its answer...
    await waitFor(() => expect(sandbox.callsTo(ONE)[0]?.read).toBe(true));
    // ...and whatever it makes of it has run: a page that moved on would have left by now.
    await act(async () => {});
    expect(location()).toBe(`/checkout/${REF}`);
    expect(screen.getByText('Checking the payment...')).toBeInTheDocument();
  });

  it("shows 'Payment Not Initiated.' here (only the detail page hides it) and stays", async () => {
    // No payment was started for it: the sandbox's poll says so.
    const { location } = await renderApp({ url: `/checkout/${REF}`, user: UK_SENDER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Not Initiated.');
    expect(location()).toBe(`/checkout/${REF}`);
  });

  it('offline: says it cannot check the payment and does not poll until back online', async () => {
    const sandbox = startSandbox();
    await startPayment(sandbox, await sandboxTransaction(sandbox, REF), { returnPath: `/checkout/${REF}` });
    await renderApp({ url: `/checkout/${REF}`, user: UK_SENDER, sandbox, offline: true });
    expect(
      screen.getByText('You are offline. Connect to the internet to check your payment.'),
    ).toBeInTheDocument();
    // Back online: the poll starts then, the first of the page's.
    const offlineCalls = sandbox.calls.length;
    sandbox.offline = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sandbox.callsTo(POLL)).toHaveLength(1));
    expect(sandbox.calls.findIndex((call) => call.call === POLL)).toBeGreaterThanOrEqual(offlineCalls);
  });
});
