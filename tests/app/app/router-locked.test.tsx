import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { AppRouter } from '@/app/router.tsx';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { db } from '@/lib/db.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { renderWithApp, resetApp, signIn, testUser } from '../../support/render-with-app.tsx';

// The first screen waits for its lazy chunks, which the first test transforms.
const SLOW = { timeout: 5000 };

/** jsdom has no ResizeObserver; the positioning of Chakra's menu uses one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The app's routes at `url`; rendered in an awaited act, so the first screen's suspension resolves. */
const show = (url: string) => act(async () => renderWithApp(<AppRouter />, url));

beforeEach(() => {
  resetApp();
  resetUiOptionsLoad();
  vi.stubGlobal('fetch', sandboxFetch({ strict: true }).fetch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetApp();
  await db.wipe();
});

describe('the router: a locked account never reaches a page with Make Payment', () => {
  it.each([
    ['/transactions/ZW10000007', 'blocked'],
    ['/transactions/ZW10000007', 'expired'],
    ['/checkout/ZW10000007', 'blocked'],
    ['/send-money', 'expired'],
  ] as const)('%s while %s goes to /account-locked', async (url, status) => {
    signIn(testUser({ remitone_status: status }));
    const { location } = await show(url);
    await waitFor(() => expect(location()).toBe('/account-locked'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Tariro' }, SLOW)).toBeInTheDocument();
  });

  it('keeps a blocked account on the transactions list', async () => {
    signIn(testUser({ remitone_status: 'blocked' }));
    const { location } = await show('/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' }, SLOW)).toBeInTheDocument();
    expect(location()).toBe('/transactions');
  });
});
