import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CURRENTLY_SENDING_TO } from '@/remittance/model/notices.ts';
import { db } from '@/lib/db.ts';
import { pageCode, renderApp, signIn } from '../../support/render-app.tsx';
import { SA_REMITTER, SA_SENDER, UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const CORRIDORS_CALL = 'GET /payout/terrapay/options/corridors';
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Countries' }))
    .getAllByRole('button')
    .map((card) => card.getAttribute('title'));

// The country page and the flow it leads to.
beforeAll(() =>
  pageCode(
    () => import('@/features/destinations/pages/country-selection-page.tsx'),
    () => import('@/features/send-money-other/pages/send-money-other-page.tsx'),
  ),
);

/** A demo account (sa.sender unless told) on /country-selection. */
function openCountries(user = SA_SENDER, sandbox: TestSandbox = startSandbox()) {
  return renderApp({ url: '/country-selection', user, sandbox });
}

/** The line of the country's flow that says where to: an SA sender reaches it only with it chosen. */
const sendingTo = async () => (await screen.findByText(CURRENTLY_SENDING_TO)).parentElement;

/**
 * With another country chosen, on its flow, the sender opens /send-money (the menu's Send Money):
 * it goes to /send-money-other, replacing /send-money in the history.
 */
async function sendMoneyIsReplaced(user: UserEvent, location: () => string) {
  const visited = window.history.length;
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('link', { name: 'Send Money' }));
  await waitFor(() => expect(location()).toBe('/send-money-other'));
  expect(window.history.length).toBe(visited + 1);
}

describe('a link naming the country: /send-money-other?country=KE', () => {
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
    const { location } = await renderApp({ url: `/send-money-other?country=${code}`, user: SA_SENDER });
    await waitFor(() => expect(location()).toBe(landing));
    if (chosen) {
      // The country's own flow, which an SA sender reaches only with it chosen, says where to.
      expect(await sendingTo()).toHaveTextContent(`${CURRENTLY_SENDING_TO}${chosen.name}`);
      expect(location()).toBe(landing);
    } else {
      expect(await screen.findByRole('list', { name: 'Countries' })).toBeInTheDocument();
    }
  });
});

describe('/country-selection', () => {
  it('SA: Zimbabwe first, then the corridors, fetched once and cached; choosing one goes to its flow, where /send-money goes to /send-money-other, replacing it in the history', async () => {
    const { user, location, sandbox } = await openCountries();
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
    expect(sandbox.callsTo(CORRIDORS_CALL)).toHaveLength(1);
    expect((await db.corridors.get(SA_REMITTER))?.value).toHaveLength(9);

    await user.click(screen.getByRole('button', { name: /Kenya/ }));
    await waitFor(() => expect(location()).toBe('/send-money-other'));
    // Kenya's flow, which an SA sender reaches only with it chosen, says where to.
    expect(await sendingTo()).toHaveTextContent(`${CURRENTLY_SENDING_TO}Kenya`);
    expect(location()).toBe('/send-money-other');
    await sendMoneyIsReplaced(user, location);
    // Back on the page in the same session (the flow's link to it): no second call.
    await user.click(screen.getByRole('link', { name: 'Send to another country' }));
    await waitFor(() => expect(location()).toBe('/country-selection'));
    await waitFor(() => expect(cardNames()).toContain('Kenya'));
    expect(sandbox.callsTo(CORRIDORS_CALL)).toHaveLength(1);
  });

  it("'Checking verification status...' while the sender's verification status loads, then the banner and the cards", async () => {
    // The status read the sign-in starts is held.
    const sandbox = startSandbox();
    const status = sandbox.hold(`GET /identity/api/kyc/verification/${SA_REMITTER}`);
    await openCountries(SA_SENDER, sandbox);
    const checking = await screen.findByText('Checking verification status...');
    expect(checking.closest('[role="status"]')).not.toBeNull();
    status.release();
    await waitFor(() => expect(cardNames()).toContain('Kenya'));
    expect(screen.queryByText('Checking verification status...')).not.toBeInTheDocument();
  });

  it("the error with Retry: 'Error loading countries. Please try again.'", async () => {
    const { user } = await openCountries(
      SA_SENDER,
      startSandbox({
        faults: [{ method: 'GET', path: '/payout/terrapay/options/corridors', status: 500, times: 1 }],
      }),
    );
    expect(await screen.findByText('Error loading countries. Please try again.')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Zimbabwe']);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toContain('Nigeria'));
    expect(screen.queryByText('Error loading countries. Please try again.')).not.toBeInTheDocument();
  });

  it('offline on a reload: the cached cards at once; partner countries wait for the network', async () => {
    const sandbox = startSandbox();
    await signIn(sandbox, SA_SENDER);
    // The countries as an earlier visit cached them on the device.
    await db.corridors.put({
      remitterId: SA_REMITTER,
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
    await renderApp({ url: '/country-selection', user: SA_SENDER, sandbox, offline: true });
    await waitFor(() => expect(cardNames()).toEqual(['Zimbabwe', 'Kenya']));
    expect(screen.getByRole('button', { name: /Kenya/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Zimbabwe/ })).toBeEnabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to send to a country other than Zimbabwe.'),
    ).toBeInTheDocument();
    expect(sandbox.callsTo(CORRIDORS_CALL)).toHaveLength(0);
  });

  it('an SA sender opening /send-money (the landing) with no country chosen goes to the country page', async () => {
    const { location } = await renderApp({ url: '/send-money', user: SA_SENDER });
    await waitFor(() => expect(location()).toBe('/country-selection'));
    expect(screen.queryByRole('heading', { name: 'Amount to Send' })).not.toBeInTheDocument();
  });

  it('with no country chosen, /send-money-other goes to the country page', async () => {
    const { location } = await renderApp({ url: '/send-money-other', user: SA_SENDER });
    await waitFor(() => expect(location()).toBe('/country-selection'));
  });

  it('UK senders never see the page and never fetch the corridors', async () => {
    const { location, sandbox } = await openCountries(UK_SENDER);
    await waitFor(() => expect(location()).toBe('/send-money'));
    expect(screen.queryByRole('list', { name: 'Countries' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(CORRIDORS_CALL)).toHaveLength(0);
  });
});
