import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuthResult } from '@/api/contract.ts';
import { ZIMBABWE } from '@/features/destinations/model/destinations.ts';
import { selectedDestinationAtom } from '@/features/destinations/state.ts';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import { renderWithProviders, signedInStore } from '../../support/render-with-providers.tsx';
import { otherStore, renderPage, signIn, useOtherFlowEnv } from '../../support/send-money-other-flow.tsx';

/**
 * 'Watch the rate' on the send flows' amount steps, for the corridor on screen: the sender's
 * currency to the one received, where the UI options have its rate (the strict sandbox answers).
 */
useOtherFlowEnv();

const watch = () => screen.findByRole('region', { name: 'Watch the rate' });

function openSendMoney(session: AuthResult) {
  const store = signedInStore(session.user);
  if (session.user.country === 'SA') store.set(selectedDestinationAtom, ZIMBABWE);
  return renderWithProviders(<SendMoneyPage />, { store }).events;
}

describe('Watch the rate on /send-money', () => {
  it('a UK sender: £1 in dollars, beside the amount form, not in it', async () => {
    openSendMoney(await signIn('uk.sender@example.com'));
    const region = await watch();
    expect(within(region).getByLabelText('Tell me when £1 buys')).toBeInTheDocument();
    expect(within(region).getByText('Today £1 buys $1.2500.')).toBeInTheDocument();
    expect(region.closest('form')).toBeNull(); // its own form sits outside the amount form
  });

  it('an SA sender: R1 in dollars, and nothing to watch while rand is chosen', async () => {
    const events = openSendMoney(await signIn());
    const region = await watch();
    expect(within(region).getByLabelText('Tell me when R1 buys')).toBeInTheDocument();
    await events.selectOptions(screen.getByRole('combobox', { name: /Destination currency/ }), 'ZAR');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Watch the rate' })).toBeNull());
    await events.selectOptions(screen.getByRole('combobox', { name: /Destination currency/ }), 'USD');
    expect(within(await watch()).getByText('Today R1 buys $0.0526.')).toBeInTheDocument();
  });
});

describe('Watch the rate on the other countries’ amount step', () => {
  it('paid in dollars (DR Congo): R1 in dollars', async () => {
    renderPage(otherStore(await signIn(), 'CD'));
    const region = await watch();
    expect(within(region).getByLabelText('Tell me when R1 buys')).toBeInTheDocument();
  });

  it('paid in a currency the UI options give no rate for (Kenya, KES): nothing to watch', async () => {
    renderPage(otherStore(await signIn(), 'KE'));
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Receiving currency/ })).toHaveValue(
        'KES',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Watch the rate' })).toBeNull();
  });
});
