import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@/api/contract.ts';
import { logout } from '@/features/auth/logout.ts';
import { db } from '@/lib/db.ts';
import { setDesktop } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  SEEDED_AT,
  UK_REMITTER,
  UK_SENDER,
  advance,
  failure,
  sandboxTransaction,
  sandboxTransactions,
} from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const LIST = 'GET /api/remitter/transactions';
/** uk.sender's transaction awaiting payment. */
const PENDING = 'ZW10000007';

/** The cache as a past visit left it: these rows of uk.sender's, saved at `savedAt`. */
const cacheRows = (rows: Transaction[], savedAt: number) =>
  db.replaceList(
    db.transactions,
    UK_REMITTER,
    rows.map((value) => ({ transRef: value.trans_ref, value })),
    savedAt,
  );

/** Every logout under way is over (one started now joins it, or finds nothing left to clear). */
const logoutDone = () => act(() => logout());

/** The card of a reference on a phone. */
const cardOf = (ref: string) => screen.getByRole('heading', { name: ref }).closest('li');

/** uk.sender's /transactions (one transaction in every status) against `sandbox`. */
const show = (sandbox: TestSandbox = startSandbox(), user = UK_SENDER) =>
  renderApp({ url: '/transactions', user, sandbox });

describe('/transactions', () => {
  it('shows a table on desktop with the spec columns and an action per row', async () => {
    setDesktop(true);
    await show(startSandbox({ now: () => SEEDED_AT }));
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
    expect(rows).toHaveLength(7);
    // newest first
    expect(within(rows[0]!).getByText(PENDING)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('5 Jan 2025, 14:30');
    expect(rows[0]).toHaveTextContent('Rudo Maria Ncube');
    expect(rows[0]).toHaveTextContent('£83.99');
    expect(rows[0]).toHaveTextContent('Credit/Debit Card');
    expect(rows[0]).toHaveTextContent('Awaiting Payment');
    expect(within(rows[0]!).getByRole('link', { name: /^Make Payment/ })).toHaveAttribute(
      'href',
      `/transactions/${PENDING}`,
    );
    expect(within(rows[1]!).getByText('ZW10000006')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('3 Jan 2025, 15:30');
    expect(rows[1]).toHaveTextContent('Farai Dube');
    expect(rows[1]).toHaveTextContent('£125.99');
    expect(rows[1]).toHaveTextContent('Bank Transfer');
    expect(rows[1]).toHaveTextContent('Compliance Checking');
    expect(within(rows[1]!).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/transactions/ZW10000006',
    );
    expect(rows[5]).toHaveTextContent('ZW10000002');
    expect(rows[5]).toHaveTextContent('27 Oct 2024, 15:30');
    expect(rows[5]).toHaveTextContent('Collected');
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('shows cards on a phone, each with its details and action, and tags every cached row with the remitter id', async () => {
    setDesktop(false);
    await show();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(within(cards[0]!).getByRole('heading', { name: PENDING })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Awaiting Payment');
    expect(cards[0]).toHaveTextContent('Rudo Maria Ncube');
    expect(cards[0]).toHaveTextContent('£83.99');
    expect(within(cards[0]!).getByRole('link', { name: /^Make Payment/ })).toBeInTheDocument();
    const collected = cardOf('ZW10000002')!;
    expect(within(collected).getByRole('link', { name: /^View Details/ })).toBeInTheDocument();
    expect(collected).toHaveTextContent('Collected');
    await waitFor(async () => expect(await db.transactions.count()).toBe(7));
    const rows = await db.transactions.toArray();
    expect(rows.every((row) => row.remitterId === UK_REMITTER)).toBe(true);
  });

  it('reads a single transaction sent alone (not in a list)', async () => {
    setDesktop(true);
    // sa.hold has one transaction, which the portal sends alone (sandbox/portal/transactions.ts).
    await show(startSandbox(), 'sa.hold@example.com');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('ZW10000011');
  });

  it("says 'No Transactions Found!' when the server sends none (an account that never sent)", async () => {
    await show(startSandbox(), 'sa.lite@example.com');
    expect(await screen.findByText('No Transactions Found!')).toBeInTheDocument();
  });

  it("says 'No Transactions Found!' when the server sends an empty list", async () => {
    const sandbox = startSandbox({
      faults: [
        { method: 'GET', path: LIST, status: 200, body: { status: 'SUCCESS', result: { transactions: [] } } },
      ],
    });
    await show(sandbox, 'sa.lite@example.com');
    expect(await screen.findByText('No Transactions Found!')).toBeInTheDocument();
  });

  it("shows the cached rows at once with 'Last updated', while the server is slow", async () => {
    setDesktop(false);
    const sandbox = startSandbox();
    await cacheRows([await sandboxTransaction(sandbox, PENDING)], new Date(2025, 2, 3, 8, 45).getTime());
    sandbox.hold(LIST);
    await show(sandbox);
    expect(await screen.findByRole('heading', { name: PENDING })).toBeInTheDocument();
    expect(screen.getByText('Last updated 3 Mar 2025, 08:45')).toBeInTheDocument();
    expect(screen.getByText('Updating...')).toBeInTheDocument();
  });

  it('replaces the cached rows with the server answer and drops the note', async () => {
    setDesktop(false);
    const sandbox = startSandbox();
    await cacheRows([await sandboxTransaction(sandbox, PENDING)], 1000);
    // Paid since: the server has it in compliance checking.
    await advance(sandbox, PENDING);
    await show(sandbox);
    await waitFor(() => expect(cardOf(PENDING)).toHaveTextContent('Compliance Checking'));
    const list = screen.getByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
    const server = await sandboxTransactions(sandbox);
    const cached = await db.transactions.where('remitterId').equals(UK_REMITTER).toArray();
    expect(cached.map((row) => `${row.transRef} ${row.value.status}`).sort()).toEqual(
      server.map((tx) => `${tx.trans_ref} ${tx.status}`).sort(),
    );
  });

  it('keeps the cached rows on screen when the refresh fails, and shows the error', async () => {
    setDesktop(false);
    const sandbox = startSandbox({
      faults: [failure(LIST, 'The service is down for maintenance.', { status: 503 })],
    });
    await cacheRows([await sandboxTransaction(sandbox, PENDING)], 1000);
    await show(sandbox);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is down for maintenance.');
    expect(await screen.findByRole('heading', { name: PENDING })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
  });

  it('offline: shows the cache with the note, asks nothing, and has no Refresh', async () => {
    setDesktop(false);
    const sandbox = startSandbox();
    await cacheRows([await sandboxTransaction(sandbox, PENDING)], 1000);
    await renderApp({ url: '/transactions', user: UK_SENDER, sandbox, offline: true });
    expect(await screen.findByRole('heading', { name: PENDING })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(sandbox.callsTo(LIST)).toHaveLength(0);
  });

  it('offline with nothing cached: says so instead of claiming there are no transactions', async () => {
    await renderApp({ url: '/transactions', user: UK_SENDER, offline: true });
    expect(await screen.findByText(/You are offline\. Your transactions show here/)).toBeInTheDocument();
    expect(screen.queryByText('No Transactions Found!')).not.toBeInTheDocument();
  });

  it('never writes a late answer to the cache after the user signed out', async () => {
    const sandbox = startSandbox();
    const list = sandbox.hold(LIST);
    const { user } = await show(sandbox);
    await screen.findByText('Updating...');
    // The user logs out while the list is on its way; the login screen's own logout is over too.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await logoutDone();
    list.release();
    // The app has the answer once it records the check (api/refresh-list.ts), just before saving.
    await waitFor(() => expect(sessionStorage.getItem('transactions-checked')).not.toBeNull());
    expect(await db.transactions.count()).toBe(0);
  });

  it('a long history: the newest 20 first, then 20 more at a time; the cache keeps the newest 300', async () => {
    const sandbox = startSandbox();
    const history = (await sandboxTransactions(sandbox, 'uk.heavy@example.com'))
      .map((tx) => ({ ref: tx.trans_ref, at: new Date(tx.creation_date).getTime() }))
      .sort((a, b) => b.at - a.at);
    expect(history).toHaveLength(600);
    const { user } = await show(sandbox, 'uk.heavy@example.com');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    // newest first
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(history[0]!.ref);
    expect(screen.getByText('Showing 20 of 600 transactions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more transactions' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByText('Showing 40 of 600 transactions')).toBeInTheDocument();

    // The server's whole list stays on screen although the cache keeps only the newest 300.
    await waitFor(async () => expect(await db.transactions.count()).toBe(300));
    const cached = new Set((await db.transactions.toArray()).map((row) => row.transRef));
    expect(cached.has(history[0]!.ref)).toBe(true);
    expect(cached.has(history[299]!.ref)).toBe(true);
    expect(cached.has(history[300]!.ref)).toBe(false);
    expect(screen.getByText('Showing 40 of 600 transactions')).toBeInTheDocument();
  });
});
