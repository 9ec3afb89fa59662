import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app.tsx';
import { SA_SENDER, UK_SENDER } from '../../support/sandbox-data.ts';

/**
 * 'Watch the rate' on the send flows' amount steps, for the corridor on screen: the sender's
 * currency to the one received, where the UI options have its rate (the strict sandbox answers).
 */
const watch = () => screen.findByRole('region', { name: 'Watch the rate' });

/** sa.sender opens the app, is sent to the country page, and chooses `country` there. */
async function saSenderChooses(country: RegExp) {
  const app = await renderApp({ url: '/send-money', user: SA_SENDER });
  await app.user.click(await screen.findByRole('button', { name: country }));
  return app;
}

describe('Watch the rate on /send-money', () => {
  it('a UK sender: £1 in dollars, beside the amount form, not in it', async () => {
    await renderApp({ url: '/send-money', user: UK_SENDER });
    const region = await watch();
    expect(within(region).getByLabelText('Tell me when £1 buys')).toBeInTheDocument();
    expect(within(region).getByText('Today £1 buys $1.2500.')).toBeInTheDocument();
    expect(region.closest('form')).toBeNull(); // its own form sits outside the amount form
  });

  it('an SA sender: R1 in dollars, and nothing to watch while rand is chosen', async () => {
    const { user, location } = await saSenderChooses(/Zimbabwe/);
    await waitFor(() => expect(location()).toBe('/send-money'));
    const region = await watch();
    expect(within(region).getByLabelText('Tell me when R1 buys')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Destination currency/ }), 'ZAR');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Watch the rate' })).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: /Destination currency/ }), 'USD');
    expect(within(await watch()).getByText('Today R1 buys $0.0526.')).toBeInTheDocument();
  });
});

describe('Watch the rate on the other countries’ amount step', () => {
  it('paid in dollars (DR Congo): R1 in dollars', async () => {
    const { location } = await saSenderChooses(/Democratic Republic of the Congo/);
    await waitFor(() => expect(location()).toBe('/send-money-other'));
    const region = await watch();
    expect(within(region).getByLabelText('Tell me when R1 buys')).toBeInTheDocument();
  });

  it('paid in a currency the UI options give no rate for (Kenya, KES): nothing to watch', async () => {
    // DR Congo's box first: the box's code is loaded then, so Kenya's step would show one at once.
    const { user, location } = await saSenderChooses(/Democratic Republic of the Congo/);
    await watch();
    act(() => window.history.back());
    await waitFor(() => expect(location()).toBe('/country-selection'));
    await user.click(await screen.findByRole('button', { name: /Kenya/ }));
    await waitFor(() => expect(location()).toBe('/send-money-other'));
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Receiving currency/ })).toHaveValue(
        'KES',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Watch the rate' })).toBeNull();
  });
});
