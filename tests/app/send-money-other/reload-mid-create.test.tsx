import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CheckoutState } from '@/features/payments/checkout/state.ts';
import {
  CREATE,
  addFault,
  callsOf,
  chooseSaved,
  getCharges,
  otherStore,
  reloadedStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

useOtherFlowEnv();

const stored = () => readSenderScoped<CheckoutState>(sessionStorage.getItem('send-money-other.checkout'));

// The stalled create of the page left behind answers long after, into that page's store (a real
// reload would have ended it): the setup ends the store's session with the test
// (tests/support/page-stores.ts), so the answer writes nothing into a later test's storage.
describe('a reload of the other-countries Confirmation mid-create', { timeout: 20_000 }, () => {
  it('the create is not made again by itself: the sender is told and tries again', async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/terrapay',
      delayMs: 30_000,
      times: 1,
    });
    const session = await signIn();
    const page = renderPage(otherStore(session, 'KE'));
    await getCharges(page.events, { amount: '7100' });
    await page.events.click(await screen.findByRole('button', { name: 'Continue' }));
    await chooseSaved(page.events, 'Achieng Otieno');
    await page.events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stored()).toMatchObject({ stage: 'create', begun: true }));
    page.unmount();

    const again = renderPage(reloadedStore());
    expect(
      await screen.findByText(
        /interrupted before your transaction was confirmed, so no transaction was made/,
      ),
    ).toBeInTheDocument();
    expect(callsOf(CREATE)).toBe(1);
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeDisabled();
    await again.events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(callsOf(CREATE)).toBe(2);
  });
});
