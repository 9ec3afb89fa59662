import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import CheckoutPage from '@/features/payments/pages/checkout-page.tsx';
import { wasPaymentStarted } from '@/features/payments/model/payment-started.ts';
import { fail, fakeApi, ok, type FakeHandler } from '../transactions/support/fake-api.ts';
import { UI_OPTIONS, goOffline, renderPage, usePageTestEnv } from '../transactions/support/render-page.tsx';

usePageTestEnv();

const REF = 'ZW10000007';
const POLL = 'POST /api/payments/poll';

const ONE = `GET /api/remitter/transactions/${REF}`;

function show(poll: FakeHandler, one?: FakeHandler) {
  const api = fakeApi({
    'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
    [POLL]: poll,
    ...(one ? { [ONE]: one } : {}),
  });
  const view = renderPage(<CheckoutPage />, { path: `/checkout/${REF}`, pattern: '/checkout/:reference' });
  return { ...view, api };
}

const currentPath = (location: { history?: string[] }) => location.history?.at(-1);

describe('/checkout/:reference', () => {
  it('says the payment is being processed, links to the transaction, and polls it', async () => {
    const { api } = show(() =>
      ok({
        message: 'The payment has not been completed yet.',
        payment_status: 'pending',
        transaction_status: 'PENDING_CLEARANCE',
      }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your payment is being processed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`payment for transaction ${REF}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View transaction ${REF}` })).toHaveAttribute(
      'href',
      `/transactions/${REF}`,
    );
    expect(await screen.findByText('The payment has not been completed yet.')).toBeInTheDocument();
    expect(api.callsTo(POLL)[0]?.body).toEqual({ transaction_reference: REF });
    expect(wasPaymentStarted(REF)).toBe(true);
  });

  it.each([
    ['paid', 'AGENT_OK'],
    ['cancelled', 'PENDING_CLEARANCE'],
    ['pending', 'SENT_FOR_PAY'],
  ])('goes on to the transaction once the payment is %s (%s)', async (payment_status, transaction_status) => {
    const { location } = show(() => ok({ message: 'Done.', payment_status, transaction_status }));
    await waitFor(() => expect(currentPath(location)).toBe(`/transactions/${REF}`));
  });

  it.each([
    ['moved on (AGENT_OK): goes on to it', 'AGENT_OK', true],
    ['still awaiting payment: stays', 'PENDING_CLEARANCE', false],
  ])(
    'a poll answer with only its message (the spec promises no more): the transaction, %s',
    async (_name, status, moves) => {
      const { location, api } = show(
        () => ok({ message: 'We are checking your payment.' }),
        () => ok({ trans_ref: REF, status }),
      );
      await waitFor(() => expect(api.callsTo(ONE).length).toBeGreaterThan(0));
      if (moves) await waitFor(() => expect(currentPath(location)).toBe(`/transactions/${REF}`));
      else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(currentPath(location)).toBe(`/checkout/${REF}`);
      }
    },
  );

  it("shows 'Payment Not Initiated.' here (only the detail page hides it) and stays", async () => {
    const { location } = show(() => fail('Payment Not Initiated.', 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Not Initiated.');
    expect(currentPath(location)).toBe(`/checkout/${REF}`);
  });

  it('offline: says it cannot check the payment and does not poll', async () => {
    goOffline();
    const { api } = show(() =>
      ok({ message: 'x', payment_status: 'pending', transaction_status: 'PENDING_CLEARANCE' }),
    );
    expect(
      screen.getByText('You are offline. Connect to the internet to check your payment.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(POLL)).toHaveLength(0);
  });
});
