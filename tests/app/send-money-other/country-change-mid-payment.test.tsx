import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import CountrySelectionPage from '@/features/destinations/pages/country-selection-page.tsx';
import SendMoneyOtherPage from '@/features/send-money-other/pages/send-money-other-page.tsx';
import { CURRENTLY_SENDING_TO } from '@/remittance/model/notices.ts';
import { renderWithProviders, signedInStore } from '../../support/render-with-providers.tsx';
import {
  CONFIRM,
  INITIATE,
  agree,
  callsOf,
  chooseSaved,
  env,
  getCharges,
  holdCall,
  sandboxRecords,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

/** The country the flow on screen sends to, as its page says. */
const sendingTo = async () => (await screen.findByText(CURRENTLY_SENDING_TO)).parentElement;

describe('another country chosen while a payment is under way', { timeout: 20_000 }, () => {
  it('the run is never wiped: it finishes and the browser goes to the payment page; one transaction', async () => {
    const session = await signIn();
    const before = await sandboxRecords();
    // The sender chooses Kenya on the country page.
    const store = signedInStore(session.user);
    const page = renderWithProviders(
      <Switch>
        <Route path="/country-selection" component={CountrySelectionPage} />
        <Route path="/send-money-other" component={SendMoneyOtherPage} />
      </Switch>,
      { store, strict: true, path: '/country-selection' },
    );
    await page.events.click(await screen.findByRole('button', { name: /Kenya/ }));
    await getCharges(page.events, { amount: '7100' });
    await page.events.click(await screen.findByRole('button', { name: 'Continue' }));
    await chooseSaved(page.events, 'Achieng Otieno');
    await page.events.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Charges received successfully!');

    const release = holdCall(CONFIRM);
    await agree(page.events);
    await page.events.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(callsOf(CONFIRM)).toBe(1));
    // Another country (a link naming it) while the confirm is on its way.
    act(() => page.location.navigate('/send-money-other?country=NG'));
    await waitFor(() => expect(page.location.history.at(-1)).toBe('/send-money-other'));
    expect(await screen.findByText('Your payment is being processed. Please wait...')).toBeInTheDocument();

    release();
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect(callsOf(INITIATE)).toBe(1);
    const after = await sandboxRecords();
    expect(after.count).toBe(before.count + 1);
    // The run paid for is the Kenyan one it started with.
    const made = after.transactions.filter(
      (tx) => !before.transactions.some((old) => old.trans_ref === tx.trans_ref),
    );
    expect(made.map((tx) => [tx.destination_country, tx.dest_currency, tx.benef_name])).toEqual([
      ['Kenya', 'KES', expect.stringContaining('Achieng')],
    ]);
    // Then the new country's flow starts: back on the page (from the payment page), Nigeria's.
    page.unmount();
    renderWithProviders(<SendMoneyOtherPage />, { store, strict: true, path: '/send-money-other' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Receiving currency/ })).toHaveValue('NGN'),
    );
    expect(await sendingTo()).toHaveTextContent(`${CURRENTLY_SENDING_TO}Nigeria`);
  });
});
