import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { browser } from '@/features/payments/api/browser.ts';
import { wasPaymentStarted } from '@/features/payments/model/payment-started.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { UK_SENDER, answer } from '../../support/sandbox-data.ts';
import { startSandbox } from '../../support/test-sandbox.ts';

/**
 * The browser goes only to our payment page: a payment_url from POST /payments/initiate that is
 * not on a configured payment origin (VITE_PAYMENT_ORIGINS) is a failed start, against the
 * in-process sandbox with a fault standing in for a tampered or broken answer.
 */
const INITIATE = 'POST /api/payments/initiate';

// The transaction's page, and the cache it reads first.
beforeAll(() =>
  pageCode(
    () => import('@/features/transactions/pages/transaction-detail-page.tsx'),
    () => import('@/features/transactions/api/transactions-cache.ts'),
  ),
);

/** uk.sender's card transfer awaiting payment, as seeded. */
const REF = 'ZW10000007';

describe('Make Payment follows a payment_url only to a configured payment origin', () => {
  it.each([
    ['on a foreign origin', 'https://evil.example.test/pay'],
    ['over plain http on a host other than this machine', 'http://evil.example.test/pay'],
  ])(
    'a payment page %s is a failed start: the sender sees it, stays, and may try again',
    async (_label, paymentUrl) => {
      const sandbox = startSandbox();
      // uk.sender's transaction awaiting payment; the next initiation answers 200 with `paymentUrl`.
      const ref = REF;
      sandbox.fault({ ...answer(INITIATE, undefined), body: { payment_url: paymentUrl }, times: 1 });
      // The browser's way out to the payment page (jsdom cannot leave), watched.
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      const { user, location } = await renderApp({ url: `/transactions/${ref}`, user: UK_SENDER, sandbox });

      await user.click(await screen.findByRole('button', { name: 'Make Payment' }));

      expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();
      expect(sandbox.callsTo(INITIATE)).toHaveLength(1);
      expect(assign).not.toHaveBeenCalled();
      expect(wasPaymentStarted(ref)).toBe(false);
      expect(location()).toBe(`/transactions/${ref}`);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled());
    },
  );
});
