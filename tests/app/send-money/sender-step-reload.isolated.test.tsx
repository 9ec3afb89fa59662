import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { pageReloaded } from '../../support/page-locks.ts';
import { newPageLoad } from '../../support/page-load.isolated.ts';
import { startSandbox } from '../../support/test-sandbox.ts';

// A reload is fresh modules (vi.resetModules): the app's atoms read what storage kept when their
// modules load, and its store starts empty. This file has a module graph of its own
// (vitest.config.ts), so the modules it loads again never reach another file.

/** A page load: the app's modules afresh (and the helpers that drive it, on those modules). */
const loadPage = () => newPageLoad(() => import('./send-flow.tsx'));

/** The send page's code and Sender Details', loaded afresh on each page load. */
const SEND_MONEY_CODE = [
  () => import('@/features/send-money/pages/send-money-page.tsx'),
  () => import('@/features/send-money/components/sender-step.tsx'),
];

describe('Sender Details across a reload', () => {
  it('keeps what was typed across a reload (session storage)', async () => {
    const sandbox = startSandbox();
    const page = await loadPage();
    await page.pageCode(...SEND_MONEY_CODE);
    const first = await page.renderApp({ url: '/send-money', user: 'uk.new@example.com', sandbox });
    await screen.findByLabelText(/^Amount to receive/);
    await page.passAmountStep(first.user);
    await page.stepHeading('Sender Details');
    await first.user.type(screen.getByLabelText(/^First name/), 'Tendai');
    await first.user.type(screen.getByLabelText(/^Last name/), 'Moyo');
    cleanup();
    pageReloaded();

    // The reloaded page: fresh modules on the same storage, cookie and sandbox; the quote is
    // calculated again, then Sender Details holds what was typed.
    const again = await loadPage();
    await again.pageCode(...SEND_MONEY_CODE);
    const reloaded = await again.renderApp({ url: '/send-money', user: 'uk.new@example.com', sandbox });
    await screen.findByLabelText(/^Amount to receive/);
    await again.passAmountStep(reloaded.user);
    await again.stepHeading('Sender Details');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Tendai');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Moyo');
  });
});
