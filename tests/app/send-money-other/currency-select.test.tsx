import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import CountrySelectionPage from '@/features/destinations/pages/country-selection-page.tsx';
import SendMoneyOtherPage from '@/features/send-money-other/pages/send-money-other-page.tsx';
import { EMPTY_AMOUNT_FORM as EMPTY_CROSS_BORDER_FORM } from '@/features/send-money-other/model/amount-form.ts';
import { crossBorderFlow } from '@/features/send-money-other/flow.ts';
import { amountFormAtom } from '@/features/send-money-other/state.ts';
import { renderWithProviders, signedInStore } from '../../support/render-with-providers.tsx';
import {
  addFault,
  chargesShown,
  env,
  otherStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

const CHARGES = 'POST /api/remitter/transactions/charges';
const currency = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /Receiving currency/ });

/** Waits until the country's currencies are in the select (more than its placeholder). */
async function currenciesLoaded() {
  await waitFor(() => expect(currency().options.length).toBeGreaterThan(1));
  await waitFor(() => expect(screen.queryByRole('option', { name: 'Loading currencies...' })).toBeNull());
}

describe('the receiving currency shown is the one the form holds', () => {
  it('choosing Kenya again on /country-selection: the select shows the KES the form holds, and the charges are for it', async () => {
    const session = await signIn();
    const store = signedInStore(session.user);
    const { events, location } = renderWithProviders(
      <Switch>
        <Route path="/country-selection" component={CountrySelectionPage} />
        <Route path="/send-money-other" component={SendMoneyOtherPage} />
      </Switch>,
      { store, strict: true, path: '/country-selection' },
    );
    await events.click(await screen.findByRole('button', { name: /Kenya/ }));
    await screen.findByRole('combobox', { name: /Receiving currency/ });
    await currenciesLoaded();
    expect(currency()).toHaveDisplayValue('Kenyan Shilling (KES)');

    await events.click(screen.getByRole('link', { name: 'Send to another country' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/country-selection'));
    await events.click(await screen.findByRole('button', { name: /Kenya/ }));
    await screen.findByRole('combobox', { name: /Receiving currency/ });
    await currenciesLoaded();
    expect(currency()).toHaveDisplayValue('Kenyan Shilling (KES)');
    expect(store.get(amountFormAtom)?.destination_currency).toBe('KES');

    await events.type(screen.getByRole('textbox', { name: /Amount to receive/ }), '7100');
    await events.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'Pay Online');
    await events.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Gift');
    await events.click(screen.getByRole('button', { name: 'Get Charges' }));
    expect(await chargesShown()).toMatchObject({ Rate: '7.1000' });
  });

  it("a currency kept from before that the country no longer offers is dropped: 'Please select a currency', nothing asked", async () => {
    await addFault({
      method: 'GET',
      path: '/payout/terrapay/options/currencies/KE',
      status: 200,
      body: {
        data: {
          data: {
            receivingCurrencies: [
              { currency: 'KES', name: 'Kenyan Shilling', id: '404' },
              { currency: 'USD', name: 'US Dollar', id: '840' },
            ],
          },
        },
      },
    });
    const session = await signIn();
    const store = otherStore(session, 'KE');
    crossBorderFlow.prefill(store, {
      country: 'KE',
      form: { ...EMPTY_CROSS_BORDER_FORM, deliveryOption: 'wallet', destination_currency: 'UGX' },
      beneficiary: null,
    });
    const { events } = renderPage(store);
    await screen.findByRole('combobox', { name: /Receiving currency/ });
    await currenciesLoaded();
    expect(currency()).toHaveDisplayValue('Select a currency');
    await waitFor(() => expect(store.get(amountFormAtom)?.destination_currency).toBe(''));

    await events.type(screen.getByRole('textbox', { name: /Amount to receive/ }), '7100');
    await events.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'Pay Online');
    await events.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Gift');
    await events.click(screen.getByRole('button', { name: 'Get Charges' }));
    expect(await screen.findByText('Please select a currency')).toBeInTheDocument();
    expect(env.calls).not.toContain(CHARGES);
  });

  it('with one currency offered, one kept from before that is not it gives way to it, visibly', async () => {
    const session = await signIn();
    const store = otherStore(session, 'KE');
    crossBorderFlow.prefill(store, {
      country: 'KE',
      form: { ...EMPTY_CROSS_BORDER_FORM, deliveryOption: 'wallet', destination_currency: 'UGX' },
      beneficiary: null,
    });
    renderPage(store);
    await screen.findByRole('combobox', { name: /Receiving currency/ });
    await currenciesLoaded();
    await waitFor(() => expect(currency()).toHaveDisplayValue('Kenyan Shilling (KES)'));
    expect(store.get(amountFormAtom)?.destination_currency).toBe('KES');
  });
});
