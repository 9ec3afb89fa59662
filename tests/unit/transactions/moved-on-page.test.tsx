import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import TransactionsPage from '@/features/transactions/pages/transactions-page.tsx';
import TransactionDetailPage from '@/features/transactions/pages/transaction-detail-page.tsx';
import { MovedOnNote } from '@/features/transactions/components/moved-on-note.tsx';
import { useTransferWatch } from '@/features/transactions/hooks/use-transfer-watch.ts';
import { refreshList } from '@/features/transactions/api/refresh-list.ts';
import { unseenMovesAtom } from '@/features/transactions/state.ts';
import { db } from '@/lib/db.ts';
import { transaction } from './fixtures.ts';
import { fakeApi, ok, fail } from './support/fake-api.ts';
import { UI_OPTIONS, renderPage, setDesktop, usePageTestEnv } from './support/render-page.tsx';

usePageTestEnv();

const LIST = 'GET /api/remitter/transactions';
const ui = { 'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }) };
const tx = (trans_ref: string, trans_id: string, status: string) =>
  transaction({
    trans_ref,
    trans_id,
    status: status as never,
    creation_date: new Date(2025, 0, Number(trans_id)).toISOString(),
  });

/** The cache as the last visit left it: these statuses, each looked at. */
async function lastVisit(rows: ReturnType<typeof tx>[], seen: Record<string, string> = {}) {
  await db.transactions.bulkPut(
    rows.map((value) => ({
      remitterId: 'R1',
      transRef: value.trans_ref,
      value,
      savedAt: 1000,
      seen: seen[value.trans_ref] ?? value.status,
    })),
  );
  await db.meta.put({ key: 'transactions:R1', lastUpdated: 1000 });
}

const showList = () => renderPage(<TransactionsPage />, { path: '/transactions', pattern: '/transactions' });

describe("the list marks what moved on since the user's last visit", () => {
  it('marks the transfers whose status changed (fresh from the server), not the unchanged or the new ones, and records them as seen', async () => {
    setDesktop(false);
    await lastVisit([
      tx('ZW3', '3', 'SENT_FOR_PAY'),
      tx('ZW2', '2', 'PENDING_CLEARANCE'),
      tx('ZW1', '1', 'AGENT_OK'),
    ]);
    fakeApi({
      ...ui,
      [LIST]: () =>
        ok({
          transactions: [
            tx('ZW4', '4', 'PENDING_CLEARANCE'),
            tx('ZW3', '3', 'PROCESSED'),
            tx('ZW2', '2', 'ABORTED'),
            tx('ZW1', '1', 'AGENT_OK'),
          ],
        }),
    });
    showList();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const [zw4, zw3, zw2, zw1] = within(list).getAllByRole('listitem');
    await waitFor(() => expect(zw3).toHaveTextContent('Collected since your last visit'));
    expect(zw2).toHaveTextContent('Cancelled since your last visit');
    expect(zw4).not.toHaveTextContent('since your last visit');
    expect(zw1).not.toHaveTextContent('since your last visit');
    // Looked at now: the cache records it, and the marks stay for this visit.
    await waitFor(async () => expect((await db.transactions.get(['R1', 'ZW3']))?.seen).toBe('PROCESSED'));
    expect((await db.transactions.get(['R1', 'ZW2']))?.seen).toBe('ABORTED');
    expect(zw3).toHaveTextContent('Collected since your last visit');
  });

  it('marks a change the cache already holds (fetched by the layout while the user was elsewhere), in the table too', async () => {
    setDesktop(true);
    await lastVisit([tx('ZW3', '3', 'PROCESSED')], { ZW3: 'SENT_FOR_PAY' });
    fakeApi({ ...ui, [LIST]: () => fail('Down', 503) });
    showList();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const row = within(table).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent('Collected since your last visit'));
  });

  it('the next visit marks nothing', async () => {
    setDesktop(false);
    await lastVisit([tx('ZW3', '3', 'PROCESSED')], { ZW3: 'SENT_FOR_PAY' });
    fakeApi({ ...ui, [LIST]: () => ok({ transactions: [tx('ZW3', '3', 'PROCESSED')] }) });
    const first = showList();
    await screen.findByText('Collected since your last visit');
    await waitFor(async () => expect((await db.transactions.get(['R1', 'ZW3']))?.seen).toBe('PROCESSED'));
    first.unmount();
    showList();
    await screen.findByRole('heading', { name: 'ZW3' });
    await waitFor(() => expect(screen.queryByText('Updating...')).not.toBeInTheDocument());
    expect(screen.queryByText(/since your last visit/)).not.toBeInTheDocument();
  });

  it('does not record a hidden page as looked at until it is shown', async () => {
    setDesktop(false);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await lastVisit([tx('ZW3', '3', 'PROCESSED')], { ZW3: 'SENT_FOR_PAY' });
    fakeApi({ ...ui, [LIST]: () => fail('Down', 503) });
    showList();
    await screen.findByText('Collected since your last visit');
    await new Promise((done) => setTimeout(done, 30));
    expect((await db.transactions.get(['R1', 'ZW3']))?.seen).toBe('SENT_FOR_PAY');
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(async () => expect((await db.transactions.get(['R1', 'ZW3']))?.seen).toBe('PROCESSED'));
  });

  it("a transfer's own page records it as looked at", async () => {
    await lastVisit([tx('ZW3', '3', 'PROCESSED')], { ZW3: 'SENT_FOR_PAY' });
    fakeApi({
      ...ui,
      'GET /api/remitter/transactions/ZW3': () => ok(tx('ZW3', '3', 'PROCESSED')),
      'POST /api/payments/poll': () => fail('x', 404),
    });
    renderPage(<TransactionDetailPage />, { path: '/transactions/ZW3', pattern: '/transactions/:slug' });
    await screen.findByRole('heading', { name: 'Where is my money' });
    await waitFor(async () => expect((await db.transactions.get(['R1', 'ZW3']))?.seen).toBe('PROCESSED'));
  });
});

describe('the first screen says how many moved on', () => {
  /** What the signed-in layout mounts: the check and its note. */
  function Layout() {
    useTransferWatch();
    return <MovedOnNote />;
  }
  let listed: ReturnType<typeof tx>[] = [];
  const showNote = (path: string) => {
    fakeApi({ ...ui, [LIST]: () => ok({ transactions: listed }) });
    return renderPage(<Layout />, { path, pattern: '*' });
  };

  it('the check finds what moved on: counts them, links to the list, and can be dismissed for the session', async () => {
    await lastVisit([
      tx('ZW3', '3', 'SENT_FOR_PAY'),
      tx('ZW2', '2', 'PENDING_CLEARANCE'),
      tx('ZW1', '1', 'AGENT_OK'),
    ]);
    listed = [tx('ZW3', '3', 'PROCESSED'), tx('ZW2', '2', 'ABORTED'), tx('ZW1', '1', 'AGENT_OK')];
    const { user } = showNote('/send-money');
    const note = await screen.findByRole('status', { name: 'Your transfers' });
    expect(note).toHaveTextContent('2 transfers moved on since your last visit.');
    expect(within(note).getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await user.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Your transfers' })).not.toBeInTheDocument();
  });

  it('checked a moment ago (a reload): asks nothing, and says what the cache holds', async () => {
    await lastVisit([tx('ZW3', '3', 'PROCESSED')], { ZW3: 'SENT_FOR_PAY' });
    sessionStorage.setItem('transactions-checked', JSON.stringify({ key: 'R1', at: Date.now() - 1000 }));
    listed = [];
    showNote('/send-money');
    const note = await screen.findByRole('status', { name: 'Your transfers' });
    expect(note).toHaveTextContent('Transfer ZW3: Collected since your last visit.');
    expect(within(note).getByRole('link', { name: 'View transfer' })).toHaveAttribute(
      'href',
      '/transactions/ZW3',
    );
  });

  it('comes back when another transfer moves on after a dismissal', async () => {
    await lastVisit([tx('ZW3', '3', 'PROCESSED'), tx('ZW1', '1', 'AGENT_OK')], { ZW3: 'SENT_FOR_PAY' });
    listed = [tx('ZW3', '3', 'PROCESSED'), tx('ZW1', '1', 'AGENT_OK')];
    const { user, store } = showNote('/send-money');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    listed = [tx('ZW3', '3', 'PROCESSED'), tx('ZW1', '1', 'SENT_FOR_PAY')];
    await refreshList(store, 'R1');
    expect(await screen.findByRole('status', { name: 'Your transfers' })).toHaveTextContent(
      '2 transfers moved on since your last visit.',
    );
  });

  it.each([
    ['the list itself, which marks them', '/transactions'],
    ["the one transfer's own page", '/transactions/ZW3'],
  ])('is not shown on %s', async (_label, path) => {
    await lastVisit([tx('ZW3', '3', 'PROCESSED')], { ZW3: 'SENT_FOR_PAY' });
    listed = [tx('ZW3', '3', 'PROCESSED')];
    const { store } = showNote(path);
    await waitFor(() => expect(store.get(unseenMovesAtom)?.moves).toHaveLength(1));
    expect(screen.queryByRole('status', { name: 'Your transfers' })).not.toBeInTheDocument();
  });

  it('says nothing when nothing moved on, or on a first visit on this device', async () => {
    listed = [tx('ZW3', '3', 'PROCESSED')];
    const { store } = showNote('/send-money');
    await waitFor(async () => expect(await db.transactions.count()).toBe(1));
    await waitFor(() => expect(store.get(unseenMovesAtom)).toEqual({ key: 'R1', moves: [] }));
    expect(screen.queryByText(/moved on|since your last visit/)).not.toBeInTheDocument();
  });
});
