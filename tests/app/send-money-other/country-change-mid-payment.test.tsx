import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { selectedDestinationAtom } from '@/features/destinations/state.ts';
import { flowCountryAtom } from '@/features/send-money-other/state.ts';
import {
  CONFIRM,
  INITIATE,
  agree,
  callsOf,
  chooseSaved,
  destination,
  env,
  getCharges,
  holdCall,
  otherStore,
  renderPage,
  sandboxRecords,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

describe('another country chosen while a payment is under way', { timeout: 20_000 }, () => {
  it('the run is never wiped: it finishes and the browser goes to the payment page; one transaction', async () => {
    const session = await signIn();
    const before = await sandboxRecords();
    const store = otherStore(session, 'KE');
    const page = renderPage(store);
    await getCharges(page.events, { amount: '7100' });
    await page.events.click(await screen.findByRole('button', { name: 'Continue' }));
    await chooseSaved(page.events, 'Achieng Otieno');
    await page.events.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Charges received successfully!');

    const release = holdCall(CONFIRM);
    await agree(page.events);
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(callsOf(CONFIRM)).toBe(1));
    // Another country (a link, the browser's back button) while the confirm is on its way.
    act(() => store.set(selectedDestinationAtom, destination('NG')));
    expect(await screen.findByText('Your payment is being processed. Please wait...')).toBeInTheDocument();
    expect(store.get(flowCountryAtom)).toBe('KE');

    release();
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(callsOf(INITIATE)).toBe(1);
    const after = await sandboxRecords();
    expect(after.count).toBe(before.count + 1);
    // Then the new country's flow starts.
    await waitFor(() => expect(store.get(flowCountryAtom)).toBe('NG'));
  });
});
