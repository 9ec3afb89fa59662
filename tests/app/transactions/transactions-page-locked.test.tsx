import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RemitoneStatus } from '@/api/contract.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const UK_SENDER = 'uk.sender@example.com';
const NOTE = /Transaction details and payments are not available while your account is locked/;

/** The remitone provider sets the account's status (sandbox control): user and profile carry it. */
const setStatus = (sandbox: TestSandbox, status: RemitoneStatus) =>
  sandbox.admin('/users/status', { method: 'POST', body: { email: UK_SENDER, remitone_status: status } });

/** uk.sender's list (one transaction in every status, ZW10000007 awaiting payment), signed in while `status`. */
async function show(status: RemitoneStatus) {
  const sandbox = startSandbox();
  if (status !== 'valid') await setStatus(sandbox, status);
  return renderApp({ url: '/transactions', user: UK_SENDER, sandbox });
}

describe('/transactions for a locked account: the rows lead nowhere it cannot go', () => {
  it.each(['blocked', 'expired'] as const)(
    'desktop, %s: the rows with their data, no Make Payment, no View Details',
    async (status) => {
      setDesktop(true);
      await show(status);
      const table = await screen.findByRole('table', { name: 'Transactions' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(7);
      expect(rows[0]).toHaveTextContent('ZW10000007');
      expect(rows[0]).toHaveTextContent('Rudo Maria Ncube');
      expect(rows[0]).toHaveTextContent('£83.99');
      expect(rows[0]).toHaveTextContent('Awaiting Payment');
      const collected = rows.find((row) => row.textContent?.includes('ZW10000002'));
      expect(collected).toHaveTextContent('Rudo Maria Ncube');
      expect(collected).toHaveTextContent('Collected');
      expect(within(table).queryAllByRole('link')).toHaveLength(0);
      expect(within(table).queryAllByRole('button')).toHaveLength(0);
      expect(within(table).queryByText(/Make Payment|View Details/)).not.toBeInTheDocument();
      expect(screen.getByText(NOTE)).toBeInTheDocument();
    },
  );

  it('phone: the cards with their data and no action', async () => {
    setDesktop(false);
    await show('blocked');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(within(cards[0]!).getByRole('heading', { name: 'ZW10000007' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Awaiting Payment');
    expect(cards[0]).toHaveTextContent('£83.99');
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).queryByText(/Make Payment|View Details/)).not.toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it("locks as soon as the profile's status says blocked, though the user's is valid", async () => {
    setDesktop(true);
    const sandbox = startSandbox();
    // Signed in while valid; the provider blocks the account before the profile is answered.
    const profile = sandbox.hold('GET /api/remitter/profile');
    await renderApp({ url: '/transactions', user: UK_SENDER, sandbox });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByRole('link', { name: /^Make Payment/ })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    await profile.reached;
    await setStatus(sandbox, 'blocked');
    profile.release();
    await waitFor(() => expect(within(table).queryAllByRole('link')).toHaveLength(0));
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('a valid account keeps both actions and sees no note', async () => {
    setDesktop(true);
    await show('valid');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByRole('link', { name: /^Make Payment/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /^View Details/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
