import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Transaction, User } from '@/api/contract.ts';
import { wasPaymentStarted } from '@/features/payments/model/payment-started.ts';
import TransactionDetailPage from '@/features/transactions/pages/transaction-detail-page.tsx';
import { createFlowEnv, startFlowEnv } from '../../support/flow-env.ts';
import { renderPage, usePageTestEnv } from '../../support/render-page.tsx';

/**
 * The browser goes only to our payment page: a payment_url from POST /payments/initiate that is
 * not on a configured payment origin (VITE_PAYMENT_ORIGINS) is a failed start, against the
 * in-process sandbox with a fault standing in for a tampered or broken answer.
 */
const env = createFlowEnv();
usePageTestEnv();
beforeEach(() => startFlowEnv(env));

const EMAIL = 'uk.sender@example.com';

/** Logs the demo sender in on the sandbox: its token and user. */
async function login(): Promise<{ token: string; user: User }> {
  const response = await env.fetch('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: EMAIL, password: 'Sandbox1' }),
  });
  return ((await response.json()) as { result: { token: string; user: User } }).result;
}

/** The sender's transaction awaiting payment, as the sandbox holds it (sandbox control). */
async function awaitingPayment(): Promise<Transaction> {
  const response = await env.fetch(`/__sandbox/transactions?email=${encodeURIComponent(EMAIL)}`);
  const { transactions } = (await response.json()) as { transactions: Transaction[] };
  const pending = transactions.find((tx) => tx.status === 'PENDING_CLEARANCE');
  if (!pending) throw new Error('the demo sender has no transaction awaiting payment');
  return pending;
}

/** The sandbox answers the next payment initiation 200 with `payment_url` (sandbox control). */
async function initiationAnswers(paymentUrl: string): Promise<void> {
  const response = await env.fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      method: 'POST',
      path: '/api/payments/initiate',
      status: 200,
      body: { payment_url: paymentUrl },
      times: 1,
    }),
  });
  if (!response.ok) throw new Error(`adding the fault failed: ${response.status}`);
}

describe('Make Payment follows a payment_url only to a configured payment origin', () => {
  it.each([
    ['on a foreign origin', 'https://evil.example.test/pay'],
    ['over plain http on a host other than this machine', 'http://evil.example.test/pay'],
  ])(
    'a payment page %s is a failed start: the sender sees it, stays, and may try again',
    async (_label, paymentUrl) => {
      const { token, user } = await login();
      const { trans_ref: ref } = await awaitingPayment();
      await initiationAnswers(paymentUrl);
      const { user: sender } = renderPage(<TransactionDetailPage />, {
        path: `/transactions/${ref}`,
        pattern: '/transactions/:slug',
        user,
        token,
      });

      await sender.click(await screen.findByRole('button', { name: 'Make Payment' }));

      expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
      expect(env.calls.filter((call) => call === 'POST /api/payments/initiate')).toHaveLength(1);
      expect(env.assign).not.toHaveBeenCalled();
      expect(wasPaymentStarted(ref)).toBe(false);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled());
    },
  );
});
