import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Transaction, TransactionStatus } from '@/api/contract.ts';
import { TRANSFER_CHECK_MS } from '@/features/transactions/model/check-throttle.ts';
import { db } from '@/lib/db.ts';
import { setDesktop } from '../../support/browser.ts';
import { browserLocation, renderApp } from '../../support/render-app.tsx';
import { UK_REMITTER, UK_SENDER, advance, failure, sandboxTransactions } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const LIST = 'GET /api/remitter/transactions';

/**
 * The cache as the last visit left it: these of uk.sender's transfers as the sandbox has them, or
 * in the status given (what the user saw then), each looked at in that status unless `seen` says.
 */
async function lastVisit(
  sandbox: TestSandbox,
  then: Record<string, TransactionStatus | 'as now'>,
  seen: Record<string, TransactionStatus> = {},
) {
  const now = new Map((await sandboxTransactions(sandbox)).map((tx) => [tx.trans_ref, tx]));
  const rows = Object.entries(then).map(([ref, status]): Transaction => {
    const tx = now.get(ref);
    if (!tx) throw new Error(`uk.sender has no ${ref}`);
    return status === 'as now' ? tx : { ...tx, status };
  });
  await db.transactions.bulkPut(
    rows.map((value) => ({
      remitterId: UK_REMITTER,
      transRef: value.trans_ref,
      value,
      savedAt: 1000,
      seen: seen[value.trans_ref] ?? value.status,
    })),
  );
  await db.meta.put({ key: `transactions:${UK_REMITTER}`, lastUpdated: 1000 });
}

/** The row or card of a reference. */
const entryOf = (ref: string) =>
  screen.getAllByText(ref).map((text) => text.closest('li, tr'))[0] ?? undefined;

const show = (url: string, sandbox: TestSandbox) => renderApp({ url, user: UK_SENDER, sandbox });

describe("the list marks what moved on since the user's last visit", () => {
  it('marks the transfers whose status changed (fresh from the server), not the unchanged or the new ones, and records them as seen', async () => {
    setDesktop(false);
    const sandbox = startSandbox();
    // Last time: ZW10000002 (collected since) awaited collection, ZW10000003 (cancelled since)
    // awaited payment, ZW10000006 was in compliance checking as now; ZW10000007 is new since.
    await lastVisit(sandbox, {
      ZW10000002: 'SENT_FOR_PAY',
      ZW10000003: 'PENDING_CLEARANCE',
      ZW10000006: 'as now',
    });
    await show('/transactions', sandbox);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    await waitFor(() => expect(entryOf('ZW10000002')).toHaveTextContent('Collected since your last visit'));
    expect(entryOf('ZW10000003')).toHaveTextContent('Cancelled since your last visit');
    expect(entryOf('ZW10000007')).not.toHaveTextContent('since your last visit');
    expect(entryOf('ZW10000006')).not.toHaveTextContent('since your last visit');
    // Looked at now: the cache records it, and the marks stay for this visit.
    await waitFor(async () =>
      expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('PROCESSED'),
    );
    expect((await db.transactions.get([UK_REMITTER, 'ZW10000003']))?.seen).toBe('ABORTED');
    expect(entryOf('ZW10000002')).toHaveTextContent('Collected since your last visit');
  });

  it('marks a change the cache already holds (fetched by the layout while the user was elsewhere), in the table too', async () => {
    setDesktop(true);
    const sandbox = startSandbox({ faults: [failure(LIST, 'Down', { status: 503, times: Infinity })] });
    await lastVisit(sandbox, { ZW10000002: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    await show('/transactions', sandbox);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const row = within(table).getAllByRole('row')[1]!;
    await waitFor(() => expect(row).toHaveTextContent('Collected since your last visit'));
  });

  it('the next visit marks nothing', async () => {
    setDesktop(false);
    const sandbox = startSandbox();
    await lastVisit(sandbox, { ZW10000002: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    const { user } = await show('/transactions', sandbox);
    await screen.findByText('Collected since your last visit');
    await waitFor(async () =>
      expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('PROCESSED'),
    );
    // The user goes to Send Money, then back to the list.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Send Money' }));
    await screen.findByRole('heading', { level: 1, name: 'Send Money' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Transactions' }));
    await screen.findByRole('heading', { name: 'ZW10000002' });
    await waitFor(() => expect(screen.queryByText('Updating...')).not.toBeInTheDocument());
    expect(screen.queryByText(/since your last visit/)).not.toBeInTheDocument();
  });

  it('does not record a hidden page as looked at until it is shown', async () => {
    setDesktop(false);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const sandbox = startSandbox({ faults: [failure(LIST, 'Down', { status: 503, times: Infinity })] });
    await lastVisit(sandbox, { ZW10000002: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    await show('/transactions', sandbox);
    await screen.findByText('Collected since your last visit');
    // The refresh has failed and said so: the page is done with what it shows (a visible page has
    // recorded it by now, its write ahead of this read).
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('SENT_FOR_PAY');
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(async () =>
      expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('PROCESSED'),
    );
  });

  it("a transfer's own page records it as looked at", async () => {
    const sandbox = startSandbox();
    await lastVisit(sandbox, { ZW10000002: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    await show('/transactions/ZW10000002', sandbox);
    await screen.findByRole('heading', { name: 'Where is my money' });
    await waitFor(async () =>
      expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('PROCESSED'),
    );
  });
});

describe('the first screen says how many moved on', () => {
  afterEach(() => vi.useRealTimers());

  const note = () => screen.queryByRole('status', { name: 'Your transfers' });

  it('the check finds what moved on: counts them, links to the list, and can be dismissed for the session', async () => {
    const sandbox = startSandbox();
    await lastVisit(sandbox, {
      ZW10000002: 'SENT_FOR_PAY',
      ZW10000003: 'PENDING_CLEARANCE',
      ZW10000006: 'as now',
    });
    const { user } = await show('/send-money', sandbox);
    const shown = await screen.findByRole('status', { name: 'Your transfers' });
    expect(shown).toHaveTextContent('2 transfers moved on since your last visit.');
    expect(within(shown).getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(note()).not.toBeInTheDocument();
  });

  it('checked a moment ago (a reload): asks nothing, and says what the cache holds', async () => {
    const sandbox = startSandbox();
    await lastVisit(sandbox, { ZW10000002: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    sessionStorage.setItem(
      'transactions-checked',
      JSON.stringify({ key: UK_REMITTER, at: Date.now() - 1000 }),
    );
    await show('/send-money', sandbox);
    const shown = await screen.findByRole('status', { name: 'Your transfers' });
    expect(shown).toHaveTextContent('Transfer ZW10000002: Collected since your last visit.');
    expect(within(shown).getByRole('link', { name: 'View transfer' })).toHaveAttribute(
      'href',
      '/transactions/ZW10000002',
    );
    expect(sandbox.callsTo(LIST)).toHaveLength(0);
  });

  it('comes back when another transfer moves on after a dismissal', async () => {
    const sandbox = startSandbox();
    await lastVisit(sandbox, { ZW10000002: 'as now', ZW10000006: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    const { user } = await show('/send-money', sandbox);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    // ZW10000006 leaves compliance checking; five minutes on, the user comes back to the tab,
    // and the app checks again.
    await advance(sandbox, 'ZW10000006');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TRANSFER_CHECK_MS });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(sandbox.callsTo(LIST)).toHaveLength(2));
    expect(await screen.findByRole('status', { name: 'Your transfers' })).toHaveTextContent(
      '2 transfers moved on since your last visit.',
    );
  });

  it('is not shown on the list itself, which marks them', async () => {
    const sandbox = startSandbox();
    await lastVisit(sandbox, { ZW10000002: 'SENT_FOR_PAY', ZW10000003: 'PENDING_CLEARANCE' });
    await show('/send-money', sandbox);
    const shown = await screen.findByRole('status', { name: 'Your transfers' });
    // A click rendered at once (no awaited act): the list has not marked them yet.
    fireEvent.click(within(shown).getByRole('link', { name: 'View transactions' }));
    expect(browserLocation()).toBe('/transactions');
    expect(note()).not.toBeInTheDocument();
    // They still count as moved on: the cache has them unseen.
    expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('SENT_FOR_PAY');
  });

  // Loaded at the transfer's own page, the page marks it looked at as it shows (its cached copy
  // comes with the first screen), so nothing is left to say; the note has the transfer to hide
  // when the sender goes there from another page, as from the note's own link.
  it("is not shown on the one transfer's own page, while the transfer still counts as moved on", async () => {
    const sandbox = startSandbox();
    await lastVisit(sandbox, { ZW10000002: 'as now' }, { ZW10000002: 'SENT_FOR_PAY' });
    await show('/send-money', sandbox);
    const shown = await screen.findByRole('status', { name: 'Your transfers' });
    // A click rendered at once (no awaited act): the page has not marked the transfer yet.
    fireEvent.click(within(shown).getByRole('link', { name: 'View transfer' }));
    expect(browserLocation()).toBe('/transactions/ZW10000002');
    expect(note()).not.toBeInTheDocument();
    // It still counts as moved on: the cache has it unseen.
    expect((await db.transactions.get([UK_REMITTER, 'ZW10000002']))?.seen).toBe('SENT_FOR_PAY');
  });

  it('says nothing when nothing moved on, or on a first visit on this device', async () => {
    const sandbox = startSandbox();
    await show('/send-money', sandbox);
    // The check has fetched the list and cached it (the note hears what moved on as it does).
    await waitFor(async () => expect(await db.transactions.count()).toBe(7));
    expect(sandbox.callsTo(LIST)).toHaveLength(1);
    expect(screen.queryByText(/moved on|since your last visit/)).not.toBeInTheDocument();
  });
});
