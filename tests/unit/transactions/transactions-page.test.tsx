import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import TransactionsPage from '@/features/transactions/pages/transactions-page.tsx';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { db } from '@/lib/db.ts';
import { transaction } from './fixtures.ts';
import { deferred, fail, fakeApi, ok, type FakeAnswer } from './support/fake-api.ts';
import { UI_OPTIONS, goOffline, renderPage, setDesktop, usePageTestEnv } from './support/render-page.tsx';

usePageTestEnv();

const LIST = 'GET /api/remitter/transactions';
const ui = { 'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }) };

const pending = transaction({ trans_ref: 'ZW10000007', trans_id: '7', status: 'PENDING_CLEARANCE' });
const collected = transaction({
  trans_ref: 'ZW10000002',
  trans_id: '2',
  status: 'PROCESSED',
  creation_date: new Date(2024, 10, 2, 9, 15).toISOString(),
  payment_name: 'Bank Transfer',
  payment_method: '82',
  benef_name: 'Tawanda Dube',
  remitt_pay: 243.99,
  dest_amount: 300,
});

function listAnswer(rows: unknown): FakeAnswer {
  return ok({ transactions: rows });
}

const show = () => renderPage(<TransactionsPage />, { path: '/transactions', pattern: '/transactions' });

describe('/transactions', () => {
  it('shows a table on desktop with the spec columns and an action per row', async () => {
    setDesktop(true);
    fakeApi({ ...ui, [LIST]: () => listAnswer([collected, pending]) });
    show();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Reference',
      'Beneficiary',
      'Amount',
      'Payment method',
      'Status',
      'Action',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // newest first
    expect(within(rows[0]!).getByText('ZW10000007')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('5 Jan 2025, 14:30');
    expect(rows[0]).toHaveTextContent('Chipo Moyo');
    expect(rows[0]).toHaveTextContent('£1,283.99');
    expect(rows[0]).toHaveTextContent('Credit/Debit Card');
    expect(rows[0]).toHaveTextContent('Awaiting Payment');
    expect(within(rows[0]!).getByRole('link', { name: /^Make Payment/ })).toHaveAttribute(
      'href',
      '/transactions/ZW10000007',
    );
    expect(rows[1]).toHaveTextContent('2 Nov 2024, 09:15');
    expect(rows[1]).toHaveTextContent('Tawanda Dube');
    expect(rows[1]).toHaveTextContent('£243.99');
    expect(rows[1]).toHaveTextContent('Bank Transfer');
    expect(rows[1]).toHaveTextContent('Collected');
    expect(within(rows[1]!).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/transactions/ZW10000002',
    );
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('shows cards on a phone, each with its details and action', async () => {
    setDesktop(false);
    fakeApi({ ...ui, [LIST]: () => listAnswer([pending, collected]) });
    show();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'ZW10000007' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Awaiting Payment');
    expect(cards[0]).toHaveTextContent('Chipo Moyo');
    expect(cards[0]).toHaveTextContent('£1,283.99');
    expect(within(cards[0]!).getByRole('link', { name: /^Make Payment/ })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /^View Details/ })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Collected');
  });

  it('reads a single transaction sent alone (not in a list)', async () => {
    setDesktop(true);
    fakeApi({ ...ui, [LIST]: () => listAnswer(collected) });
    show();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it.each([
    ['none', undefined],
    ['an empty list', []],
  ])("says 'No Transactions Found!' when the server sends %s", async (_label, rows) => {
    fakeApi({ ...ui, [LIST]: () => listAnswer(rows) });
    show();
    expect(await screen.findByText('No Transactions Found!')).toBeInTheDocument();
  });

  it("shows the cached rows at once with 'Last updated', while the server is slow", async () => {
    setDesktop(false);
    const savedAt = new Date(2025, 2, 3, 8, 45).getTime();
    await db.replaceList(db.transactions, 'R1', [{ transRef: pending.trans_ref, value: pending }], savedAt);
    const never = deferred<FakeAnswer>();
    fakeApi({ ...ui, [LIST]: () => never.promise });
    show();
    expect(await screen.findByRole('heading', { name: 'ZW10000007' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 3 Mar 2025, 08:45')).toBeInTheDocument();
    expect(screen.getByText('Updating...')).toBeInTheDocument();
  });

  it('replaces the cached rows with the server answer and drops the note', async () => {
    setDesktop(false);
    await db.replaceList(db.transactions, 'R1', [{ transRef: pending.trans_ref, value: pending }], 1000);
    const paid = { ...pending, status: 'AGENT_OK' as const };
    fakeApi({ ...ui, [LIST]: () => listAnswer([paid, collected]) });
    show();
    expect(await screen.findByText('Compliance Checking')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
    const cached = await db.transactions.where('remitterId').equals('R1').toArray();
    expect(cached.map((row) => row.value.status).sort()).toEqual(['AGENT_OK', 'PROCESSED']);
  });

  it('keeps the cached rows on screen when the refresh fails, and shows the error', async () => {
    setDesktop(false);
    await db.replaceList(db.transactions, 'R1', [{ transRef: pending.trans_ref, value: pending }], 1000);
    fakeApi({ ...ui, [LIST]: () => fail('The service is down for maintenance.', 503) });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is down for maintenance.');
    expect(await screen.findByRole('heading', { name: 'ZW10000007' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });

  it('offline: shows the cache with the note, asks nothing, and has no Refresh', async () => {
    setDesktop(false);
    await db.replaceList(db.transactions, 'R1', [{ transRef: pending.trans_ref, value: pending }], 1000);
    goOffline();
    const api = fakeApi({ ...ui, [LIST]: () => listAnswer([]) });
    show();
    expect(await screen.findByRole('heading', { name: 'ZW10000007' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('offline with nothing cached: says so instead of claiming there are no transactions', async () => {
    goOffline();
    fakeApi({ ...ui });
    show();
    expect(await screen.findByText(/You are offline\. Your transactions show here/)).toBeInTheDocument();
    expect(screen.queryByText('No Transactions Found!')).not.toBeInTheDocument();
  });

  it('never writes a late answer to the cache after the user signed out', async () => {
    const answer = deferred<FakeAnswer>();
    fakeApi({ ...ui, [LIST]: () => answer.promise });
    const { store } = show();
    await screen.findByText('Updating...');
    store.set(sessionUserAtom, null);
    store.set(hasTokenAtom, false);
    answer.resolve(listAnswer([pending]));
    await waitFor(() => expect(screen.queryByText('Updating...')).not.toBeInTheDocument());
    expect(await db.transactions.count()).toBe(0);
  });

  it('tags every cached row with the remitter id', async () => {
    fakeApi({ ...ui, [LIST]: () => listAnswer([pending, collected]) });
    show();
    await waitFor(async () => expect(await db.transactions.count()).toBe(2));
    const rows = await db.transactions.toArray();
    expect(rows.every((row) => row.remitterId === 'R1')).toBe(true);
  });

  it('a long history: the newest 20 first, then 20 more at a time; the cache keeps the newest 300', async () => {
    const history = Array.from({ length: 345 }, (_, i) =>
      transaction({
        trans_ref: `ZW1${String(i).padStart(7, '0')}`,
        trans_id: String(i),
        status: 'PROCESSED',
        creation_date: new Date(2020, 0, 1 + i).toISOString(),
      }),
    );
    fakeApi({ ...ui, [LIST]: () => listAnswer(history) });
    const { user } = show();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    // newest first
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('ZW10000344');
    expect(screen.getByText('Showing 20 of 345 transactions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more transactions' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByText('Showing 40 of 345 transactions')).toBeInTheDocument();

    // The server's whole list stays on screen although the cache keeps only the newest 300.
    await waitFor(async () => expect(await db.transactions.count()).toBe(300));
    const cached = await db.transactions.toArray();
    expect(cached.some((row) => row.transRef === 'ZW10000344')).toBe(true);
    expect(cached.some((row) => row.transRef === 'ZW10000044')).toBe(false);
    expect(screen.getByText('Showing 40 of 345 transactions')).toBeInTheDocument();
  });
});
