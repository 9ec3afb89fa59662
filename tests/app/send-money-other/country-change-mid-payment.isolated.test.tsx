import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { CURRENTLY_SENDING_TO } from '@/remittance/model/notices.ts';
import { pageReloaded } from '../../support/page-locks.ts';
import { SA_SENDER } from '../../support/sandbox-data.ts';
import { newPageLoad } from '../../support/page-load.isolated.ts';
import { startSandbox } from '../../support/test-sandbox.ts';

// Coming back from the payment page is a new page load, fresh modules (vi.resetModules) on the
// same storage, cookie and sandbox: this file has a module graph of its own (vitest.config.ts).

/** A page load: the app's modules afresh (and the helpers that drive it, on those modules). */
const loadPage = () =>
  newPageLoad(async () => ({
    ...(await import('../../support/send-money-other-flow.tsx')),
    watchPaymentPage: (await import('../send-money/send-flow.tsx')).watchPaymentPage,
  }));

/** The country the flow on screen sends to, as its page says. */
const sendingTo = async () => (await screen.findByText(CURRENTLY_SENDING_TO)).parentElement;

/** The country page, and the flow it leads to. */
const COUNTRY_PAGES = [
  () => import('@/features/destinations/pages/country-selection-page.tsx'),
  () => import('@/features/send-money-other/pages/send-money-other-page.tsx'),
];

describe('another country chosen while a payment is under way', () => {
  it('the run is never wiped: it finishes and the browser goes to the payment page; one transaction', async () => {
    const sandbox = startSandbox();
    const page = await loadPage();
    await page.pageCode(...COUNTRY_PAGES);
    const before = await page.sandboxRecords(sandbox);
    // The sender chooses Kenya on the country page.
    const app = await page.renderApp({ url: '/country-selection', user: SA_SENDER, sandbox });
    const paymentPage = page.watchPaymentPage();
    await app.user.click(await screen.findByRole('button', { name: /Kenya/ }));
    await page.toKenyaConfirmation(app.user);

    const confirm = sandbox.hold(page.CONFIRM);
    await page.agree(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Make Payment' }));
    await confirm.reached;
    // Another country (a link naming it) while the confirm is on its way.
    act(() => window.history.pushState(null, '', '/send-money-other?country=NG'));
    await waitFor(() => expect(app.location()).toBe('/send-money-other'));
    expect(await screen.findByText('Your payment is being processed. Please wait...')).toBeInTheDocument();

    confirm.release();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(page.INITIATE)).toHaveLength(1);
    const after = await page.sandboxRecords(sandbox);
    expect(after.count).toBe(before.count + 1);
    // The run paid for is the Kenyan one it started with.
    const made = after.transactions.filter(
      (tx) => !before.transactions.some((old) => old.trans_ref === tx.trans_ref),
    );
    expect(made.map((tx) => [tx.destination_country, tx.dest_currency, tx.benef_name])).toEqual([
      ['Kenya', 'KES', expect.stringContaining('Achieng')],
    ]);

    // Then the new country's flow starts: back on the page from the payment page (a new page
    // load), Nigeria's.
    cleanup();
    pageReloaded();
    const again = await loadPage();
    await again.pageCode(...COUNTRY_PAGES);
    await again.renderApp({ url: '/send-money-other', user: SA_SENDER, sandbox });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Receiving currency/ })).toHaveValue('NGN'),
    );
    expect(await sendingTo()).toHaveTextContent(`${CURRENTLY_SENDING_TO}Nigeria`);
  });
});
