import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { RemitoneStatus } from '@/api/contract.ts';
import TransactionsPage from '@/features/transactions/pages/transactions-page.tsx';
import { profileRemitoneStatusAtom } from '@/lib/session/user.ts';
import { transaction } from './fixtures.ts';
import { fakeApi, ok } from './support/fake-api.ts';
import { UI_OPTIONS, renderPage, setDesktop, ukUser, usePageTestEnv } from './support/render-page.tsx';

usePageTestEnv();

const LIST = 'GET /api/remitter/transactions';
const pending = transaction({ trans_ref: 'ZW10000007', trans_id: '7', status: 'PENDING_CLEARANCE' });
const collected = transaction({
  trans_ref: 'ZW10000002',
  trans_id: '2',
  status: 'PROCESSED',
  creation_date: new Date(2024, 10, 2, 9, 15).toISOString(),
  benef_name: 'Tawanda Dube',
});
const api = () =>
  fakeApi({
    'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
    [LIST]: () => ok({ transactions: [pending, collected] }),
  });

const NOTE = /Transaction details and payments are not available while your account is locked/;

const show = (status: RemitoneStatus) =>
  renderPage(<TransactionsPage />, {
    path: '/transactions',
    pattern: '/transactions',
    user: ukUser({ remitone_status: status }),
  });

describe('/transactions for a locked account: the rows lead nowhere it cannot go', () => {
  it.each(['blocked', 'expired'] as const)(
    'desktop, %s: the rows with their data, no Make Payment, no View Details',
    async (status) => {
      setDesktop(true);
      api();
      show(status);
      const table = await screen.findByRole('table', { name: 'Transactions' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent('ZW10000007');
      expect(rows[0]).toHaveTextContent('Chipo Moyo');
      expect(rows[0]).toHaveTextContent('£1,283.99');
      expect(rows[0]).toHaveTextContent('Awaiting Payment');
      expect(rows[1]).toHaveTextContent('Tawanda Dube');
      expect(rows[1]).toHaveTextContent('Collected');
      expect(within(table).queryAllByRole('link')).toHaveLength(0);
      expect(within(table).queryAllByRole('button')).toHaveLength(0);
      expect(within(table).queryByText(/Make Payment|View Details/)).not.toBeInTheDocument();
      expect(screen.getByText(NOTE)).toBeInTheDocument();
    },
  );

  it('phone: the cards with their data and no action', async () => {
    setDesktop(false);
    api();
    show('blocked');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'ZW10000007' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Awaiting Payment');
    expect(cards[0]).toHaveTextContent('£1,283.99');
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).queryByText(/Make Payment|View Details/)).not.toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it("locks as soon as the profile's status says blocked, though the user's is valid", async () => {
    setDesktop(true);
    api();
    const { store } = show('valid');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByRole('link', { name: /^Make Payment/ })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    act(() => store.set(profileRemitoneStatusAtom, 'blocked'));
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('a valid account keeps both actions and sees no note', async () => {
    setDesktop(true);
    api();
    show('valid');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByRole('link', { name: /^Make Payment/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /^View Details/ })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
