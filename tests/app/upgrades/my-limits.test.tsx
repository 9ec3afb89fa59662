import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app.tsx';

async function openLimits(email: string) {
  await renderApp({ url: '/upgrade-account', user: email });
  expect(await screen.findByRole('heading', { level: 1, name: 'My Limits' })).toBeVisible();
}

const card = (tier: string) => screen.getByRole('region', { name: tier });

describe('/upgrade-account (My Limits), against the strict sandbox', () => {
  it('an SA lite sender: Lite and Limited, theirs marked, Upgrade Now to the limited upgrade, no amounts', async () => {
    await openLimits('sa.lite@example.com');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Lite', 'Limited']);
    expect(within(card('Lite')).getByText('Your tier')).toBeVisible();
    expect(within(card('Lite')).getByText('Limits per day, month, quarter and year.')).toBeVisible();
    expect(await within(card('Lite')).findByText('Today: 0% of your limit used')).toBeVisible();
    expect(within(card('Lite')).getAllByRole('meter')).toHaveLength(4);
    expect(within(card('Lite')).queryByRole('link')).toBeNull();
    expect(within(card('Limited')).getByText(/photo ID/)).toBeVisible();
    expect(
      await within(card('Limited')).findByRole('link', { name: 'Upgrade Now to Limited' }),
    ).toHaveAttribute('href', '/upgrade-limited');
    expect(document.body.textContent).not.toMatch(/R ?\d|\$\d|£\d/);
  });

  it('a UK sender never sees it (the route table hides it from UK users): it goes where the header would', async () => {
    const { location } = await renderApp({ url: '/upgrade-account', user: 'uk.sender@example.com' });
    // uk.sender is limited: the header's upgrade is to Unlimited
    await waitFor(() => expect(location()).toBe('/upgrade-unlimited'));
    expect(screen.queryByRole('heading', { level: 1, name: 'My Limits' })).toBeNull();
  });

  it('an SA limited sender is on the top tier: no Upgrade Now', async () => {
    await openLimits('sa.sender@example.com');
    expect(
      await within(card('Limited')).findByText(/^Today: (\d+% of your limit used|limit reached)$/),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Upgrade Now/ })).toBeNull();
  });

  it("the limits call's failure shows its message", async () => {
    await renderApp({
      url: '/upgrade-account',
      user: 'sa.sender@example.com',
      sandbox: {
        faults: [
          {
            method: 'GET',
            path: '/api/remitter/limits',
            status: 500,
            body: { status: 'FAIL', result: { message: 'Limits are unavailable.' } },
          },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Limits are unavailable.');
  });
});
