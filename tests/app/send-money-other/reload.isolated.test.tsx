import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { CheckoutStage, CheckoutState } from '@/features/payments/checkout/state.ts';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';
import { pageReloaded } from '../../support/page-locks.ts';
import { SA_SENDER } from '../../support/sandbox-data.ts';
import { newPageLoad } from '../../support/page-load.isolated.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

// A reload is fresh modules (vi.resetModules): the app's atoms read what storage kept when their
// modules load, and its store starts empty. This file has a module graph of its own
// (vitest.config.ts), so the modules it loads again never reach another file.

/** A page load: the app's modules afresh (and the helpers that drive it, on those modules). */
const loadPage = () =>
  newPageLoad(async () => ({
    ...(await import('../../support/send-money-other-flow.tsx')),
    watchPaymentPage: (await import('../send-money/send-flow.tsx')).watchPaymentPage,
  }));

type Page = Awaited<ReturnType<typeof loadPage>>;

/** What the checkout keeps in session storage (the browser's, as the page left it). */
const storedCheckout = () =>
  readSenderScoped<CheckoutState>(sessionStorage.getItem('send-money-other.checkout'));

/**
 * sa.sender on Kenya's flow in a first page load, the calls of that page kept; `reload` leaves it
 * (held calls released then, as a request already sent lands) and opens /send-money-other again,
 * fresh modules on the same storage, cookie and sandbox.
 */
async function firstPage(sandbox: TestSandbox) {
  const page = await loadPage();
  const before = await page.sandboxRecords(sandbox);
  const app = await page.openFlow('KE', { sandbox });
  const earlier: string[] = [];
  async function reload(whenGone: () => void | Promise<void> = () => {}) {
    earlier.push(...sandbox.calls.map((made) => made.call));
    cleanup();
    pageReloaded();
    await whenGone();
    const again = await loadPage();
    const reloaded = await again.renderApp({ url: '/send-money-other', user: SA_SENDER, sandbox });
    return { again, reloaded, paymentPage: again.watchPaymentPage() };
  }
  /** How many times both pages made `call`. */
  const calls = (call: string) =>
    [...earlier, ...sandbox.calls.map((made) => made.call)].filter((made) => made === call).length;
  /** The transactions the sandbox holds that were not there before. */
  const madeSince = async (on: Page) =>
    (await on.sandboxRecords(sandbox)).transactions.filter(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    );
  return { page, app, before, reload, calls, madeSince };
}

/** Waits until the checkout is stored as having begun `stage` (the reload comes then). */
const begun = (stage: CheckoutStage) =>
  waitFor(() => expect(storedCheckout()).toMatchObject({ stage, begun: true }));

describe('a reload of the other-countries flow', () => {
  it('what was typed on Amount & Delivery survives it', async () => {
    const { app, reload } = await firstPage(startSandbox());
    await app.user.type(await screen.findByRole('textbox', { name: /Amount to receive/ }), '7100');
    await app.user.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Gift');
    await reload();
    expect(await screen.findByRole('textbox', { name: /Amount to receive/ })).toHaveValue('7100');
    expect(screen.getByRole('combobox', { name: /Purpose/ })).toHaveValue('401 Gifts');
    expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).toBeChecked();
  });

  it('on Confirmation never creates a second session: the stored one is paid', async () => {
    const sandbox = startSandbox();
    const { page, app, before, reload, calls, madeSince } = await firstPage(sandbox);
    await page.toKenyaConfirmation(app.user);
    const opened = (await page.sandboxRecords(sandbox)).sessions.filter(
      (made) => !before.sessions.some((b) => b.id === made.id),
    );
    expect(opened).toHaveLength(1);

    const { again, reloaded, paymentPage } = await reload();
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(calls(page.CREATE)).toBe(1);
    await again.agree(reloaded.user);
    await reloaded.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(calls(page.CREATE)).toBe(1);
    expect(await madeSince(again)).toHaveLength(1);
    // The session paid is the one the first page created, and no other was opened.
    expect(
      sandbox
        .callsTo(page.CONFIRM)
        .map((made) => (made.body as { trans_session_id?: unknown }).trans_session_id),
    ).toEqual([opened[0]?.id]);
    const sessions = (await again.sandboxRecords(sandbox)).sessions;
    expect(sessions.filter((made) => !before.sessions.some((b) => b.id === made.id))).toHaveLength(1);
  });
});

describe('a reload of the other-countries Confirmation mid-create', () => {
  it('the create is not made again by itself: the sender is told and tries again', async () => {
    const sandbox = startSandbox();
    const { page, app, reload, calls } = await firstPage(sandbox);
    // The create is on its way when the page is left; it lands, but its answer reaches no page.
    const create = sandbox.hold(page.CREATE, { answerLost: true });
    await page.getCharges(app.user, { amount: '7100' });
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await page.chooseSaved(app.user, 'Achieng Otieno');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await create.reached;
    await begun('create');

    const { reloaded } = await reload(() => create.release());
    expect(
      await screen.findByText(
        /interrupted before your transaction was confirmed, so no transaction was made/,
      ),
    ).toBeInTheDocument();
    expect(calls(page.CREATE)).toBe(1);
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeDisabled();
    await reloaded.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(calls(page.CREATE)).toBe(2);
  });
});

describe('a reload of the other-countries Confirmation mid-confirm', () => {
  it('a reload while confirming does not confirm again; the retry finds the transaction it made', async () => {
    const sandbox = startSandbox();
    const { page, app, reload, calls, madeSince } = await firstPage(sandbox);
    await page.toKenyaConfirmation(app.user);
    // The confirm is on its way when the page is left...
    const confirm = sandbox.hold(page.CONFIRM, { answerLost: true });
    await page.agree(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await confirm.reached;
    await begun('confirm');

    // ...and goes through on the server (as when the connection dropped on the way back).
    const { again, reloaded, paymentPage } = await reload(async () => {
      confirm.release();
      await waitFor(async () => expect(await madeSince(page)).toHaveLength(1));
    });
    expect(await screen.findByText(/may have gone through/)).toBeInTheDocument();
    expect(calls(page.CONFIRM)).toBe(1);
    await again.agree(reloaded.user);
    await reloaded.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    // The transaction the confirm made is found instead of confirming again.
    const [made] = await madeSince(again);
    await waitFor(() => expect(reloaded.location()).toBe(`/transactions/${made?.trans_ref}`));
    expect(paymentPage).not.toHaveBeenCalled();
    expect(await madeSince(again)).toHaveLength(1);
  });
});
