import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CheckoutState } from '@/features/payments/checkout/state.ts';
import {
  CONFIRM,
  addFault,
  agree,
  callsOf,
  env,
  reloadedStore,
  renderPage,
  sandboxRecords,
  useOtherFlowEnv,
  onKenyaConfirmation,
} from '../../support/send-money-other-flow.tsx';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

useOtherFlowEnv();

const stored = () => readSenderScoped<CheckoutState>(sessionStorage.getItem('send-money-other.checkout'));

const newTransactions = async (before: Awaited<ReturnType<typeof sandboxRecords>>) =>
  (await sandboxRecords()).transactions.length - before.transactions.length;

// The stalled confirm of the page left behind answers long after, into that page's store (a real
// reload would have ended it): the setup ends the store's session with the test
// (tests/support/page-stores.ts), so the answer writes nothing into a later test's storage.
describe('a reload of the other-countries Confirmation mid-confirm', { timeout: 20_000 }, () => {
  it('a reload while confirming does not confirm again; the retry finds the transaction it made', async () => {
    // The app's confirm stalls (its answer never comes back before the reload)...
    await addFault({ method: 'POST', path: '/api/remitter/transactions/confirm', delayMs: 30_000, times: 1 });
    const { session, before, page } = await onKenyaConfirmation();
    await agree(page.events);
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(stored()).toMatchObject({ stage: 'confirm', begun: true }));
    page.unmount();
    // ...but it went through on the server (as when the connection dropped on the way back).
    await env.fetch('/api/remitter/transactions/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        country: 'SA',
        trans_session_id: stored()?.transSessionId,
        payment_method: '91',
      }),
    });

    const again = renderPage(reloadedStore());
    expect(await screen.findByText(/may have gone through/)).toBeInTheDocument();
    expect(callsOf(CONFIRM)).toBe(1);
    await agree(again.events);
    await again.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    // The server refuses a second confirm of the session; the transaction it made is found instead.
    await waitFor(() => expect(stored()?.stage).toBe('complete'));
    const made = (await sandboxRecords()).transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
    expect(window.location.pathname).toBe(`/transactions/${made?.trans_ref}`);
    expect(env.assign).not.toHaveBeenCalled();
    expect(await newTransactions(before)).toBe(1);
  });
});
