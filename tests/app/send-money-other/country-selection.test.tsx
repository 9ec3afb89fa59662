import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import CountrySelectionPage from '@/features/destinations/pages/country-selection-page.tsx';
import { CURRENTLY_SENDING_TO } from '@/remittance/model/notices.ts';
import { db } from '@/lib/db.ts';
import { renderWithProviders, signedInStore } from '../../support/render-with-providers.tsx';
import { addFault, env, holdCall, signIn, useOtherFlowEnv } from '../../support/send-money-other-flow.tsx';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import SendMoneyOtherPage from '@/features/send-money-other/pages/send-money-other-page.tsx';

useOtherFlowEnv();

const CORRIDORS_CALL = 'GET /payout/terrapay/options/corridors';
const corridorCalls = () => env.calls.filter((call) => call === CORRIDORS_CALL).length;
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Countries' }))
    .getAllByRole('button')
    .map((card) => card.getAttribute('title'));

async function renderCountries(email = 'sa.sender@example.com') {
  const session = await signIn(email);
  const store = signedInStore(session.user);
  const view = renderWithProviders(<CountrySelectionPage />, {
    store,
    strict: true,
    path: '/country-selection',
  });
  return { ...view, store, session };
}

/** The send pages and the country page, at their routes. */
const sendPages = (
  <Switch>
    <Route path="/country-selection" component={CountrySelectionPage} />
    <Route path="/send-money" component={SendMoneyPage} />
    <Route path="/send-money-other" component={SendMoneyOtherPage} />
  </Switch>
);

describe('a link naming the country: /send-money-other?country=KE', { timeout: 20_000 }, () => {
  it.each([
    [
      'a partner country the sender can send to: chosen, the link put away',
      'ke',
      { code: 'KE', name: 'Kenya' },
      '/send-money-other',
    ],
    ['Zimbabwe: chosen, so the Zimbabwe flow', 'ZW', { code: 'ZW', name: 'Zimbabwe' }, '/send-money'],
    ['a country the sender cannot send to: ignored, so the country page', 'US', null, '/country-selection'],
  ])('%s', async (_name, code, chosen, landing) => {
    const session = await signIn('sa.sender@example.com');
    const store = signedInStore(session.user);
    const { location } = renderWithProviders(sendPages, {
      store,
      strict: true,
      path: `/send-money-other?country=${code}`,
    });
    await waitFor(() => expect(location.history.at(-1)).toBe(landing));
    if (chosen) {
      // The country's own flow, which an SA sender reaches only with it chosen, says where to.
      const line = (await screen.findByText(CURRENTLY_SENDING_TO)).parentElement;
      expect(line).toHaveTextContent(`${CURRENTLY_SENDING_TO}${chosen.name}`);
      expect(location.history.at(-1)).toBe(landing);
    } else {
      expect(await screen.findByRole('list', { name: 'Countries' })).toBeInTheDocument();
    }
  });
});

describe('/country-selection', { timeout: 20_000 }, () => {
  it('SA: Zimbabwe first, then the corridors, fetched once and cached; choosing one goes to its flow', async () => {
    const { events, store, location, unmount, session } = await renderCountries();
    await waitFor(() => expect(cardNames()).toContain('Kenya'));
    expect(cardNames()).toEqual([
      'Zimbabwe',
      'Kenya',
      'Mozambique',
      'Nigeria',
      'Botswana',
      'Zambia',
      'Malawi',
      'Democratic Republic of the Congo',
    ]);
    expect(corridorCalls()).toBe(1);
    expect((await db.corridors.get(session.user.remitter_id!))?.value).toHaveLength(9);

    await events.click(screen.getByRole('button', { name: /Kenya/ }));
    expect(location.history.at(-1)).toBe('/send-money-other');
    unmount();
    // Kenya's flow, which an SA sender reaches only with it chosen, says where to.
    const flow = renderWithProviders(sendPages, { store, path: '/send-money-other' });
    const line = (await screen.findByText(CURRENTLY_SENDING_TO)).parentElement;
    expect(line).toHaveTextContent(`${CURRENTLY_SENDING_TO}Kenya`);
    expect(flow.location.history.at(-1)).toBe('/send-money-other');
    flow.unmount();
    // Back on the page in the same session: no second call.
    renderWithProviders(<CountrySelectionPage />, { store, path: '/country-selection' });
    await waitFor(() => expect(cardNames()).toContain('Kenya'));
    expect(corridorCalls()).toBe(1);
  });

  it("'Checking verification status...' while the sender's verification status loads, then the banner and the cards", async () => {
    const session = await signIn('sa.sender@example.com');
    const release = holdCall(`GET /identity/api/kyc/verification/${session.user.remitter_id}`);
    renderWithProviders(<CountrySelectionPage />, {
      store: signedInStore(session.user),
      strict: true,
      path: '/country-selection',
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Checking verification status...');
    release();
    await waitFor(() => expect(cardNames()).toContain('Kenya'));
    expect(screen.queryByText('Checking verification status...')).not.toBeInTheDocument();
  });

  it("the error with Retry: 'Error loading countries. Please try again.'", async () => {
    await addFault({ method: 'GET', path: '/payout/terrapay/options/corridors', status: 500, times: 1 });
    const { events } = await renderCountries();
    expect(await screen.findByText('Error loading countries. Please try again.')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Zimbabwe']);
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toContain('Nigeria'));
    expect(screen.queryByText('Error loading countries. Please try again.')).not.toBeInTheDocument();
  });

  it('offline on a reload: the cached cards at once; partner countries wait for the network', async () => {
    const session = await signIn();
    await db.corridors.put({
      remitterId: session.user.remitter_id!,
      savedAt: 1,
      value: [
        {
          name: 'Kenya',
          code: 'KE',
          iso: 'KEN',
          currency: 'KES',
          terapay_wallet: true,
          terrapay_bank: false,
          account: 'KE-01',
          isDefault: false,
        },
      ],
    });
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderWithProviders(<CountrySelectionPage />, {
        store: signedInStore(session.user),
        path: '/country-selection',
      });
      await waitFor(() => expect(cardNames()).toEqual(['Zimbabwe', 'Kenya']));
      expect(screen.getByRole('button', { name: /Kenya/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Zimbabwe/ })).toBeEnabled();
      expect(
        screen.getByText(
          'You are offline. Connect to the internet to send to a country other than Zimbabwe.',
        ),
      ).toBeInTheDocument();
      expect(corridorCalls()).toBe(0);
    } finally {
      await act(async () => {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it('an SA sender opening /send-money (the landing) with no country chosen goes to the country page', async () => {
    const session = await signIn();
    const { location } = renderWithProviders(<SendMoneyPage />, { store: signedInStore(session.user) });
    await waitFor(() => expect(location.history.at(-1)).toBe('/country-selection'));
    expect(screen.queryByRole('heading', { name: 'Amount to Send' })).not.toBeInTheDocument();
  });

  it('with another country chosen, /send-money goes to /send-money-other; with none, /send-money-other to the country page', async () => {
    const session = await signIn();
    const store = signedInStore(session.user);
    const chosen = renderWithProviders(sendPages, { store, path: '/country-selection' });
    await chosen.events.click(await screen.findByRole('button', { name: /Kenya/ }));
    await waitFor(() => expect(chosen.location.history.at(-1)).toBe('/send-money-other'));
    // The sender then opens /send-money (the menu's Send Money, a bookmark): it is replaced.
    const visited = chosen.location.history.length;
    act(() => chosen.location.navigate('/send-money'));
    expect(chosen.location.history).toHaveLength(visited + 1);
    await waitFor(() => expect(chosen.location.history.at(-1)).toBe('/send-money-other'));
    expect(chosen.location.history).toHaveLength(visited + 1);
    chosen.unmount();
    const other = renderWithProviders(<SendMoneyOtherPage />, {
      store: signedInStore(session.user),
      path: '/send-money-other',
    });
    await waitFor(() => expect(other.location.history.at(-1)).toBe('/country-selection'));
  });

  it('UK senders never see the page and never fetch the corridors', async () => {
    const { location } = await renderCountries('uk.sender@example.com');
    await waitFor(() => expect(location.history.at(-1)).toBe('/send-money'));
    expect(screen.queryByRole('list', { name: 'Countries' })).not.toBeInTheDocument();
    expect(corridorCalls()).toBe(0);
  });
});
