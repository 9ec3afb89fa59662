import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { KycStatusBanner } from '@/features/kyc/components/kyc-status-banner.tsx';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import type { Sandbox } from '../../../sandbox/app.ts';
import { renderApp } from '../../support/render-app.tsx';
import { renderKyc, sameOriginSandbox, signedInStore, signInWith, type IdentityCall } from './support.tsx';

let fetchFn: typeof fetch;
let sandbox: Sandbox;
let identityCalls: IdentityCall[];

beforeEach(() => {
  ({ fetch: fetchFn, sandbox, identityCalls } = sameOriginSandbox({ strict: true }));
  vi.stubGlobal('fetch', fetchFn);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
  localStorage.clear();
});

async function renderBanner(email: string, compact = false) {
  const { user } = await signInWith(fetchFn, email);
  return renderKyc(<KycStatusBanner compact={compact} />, { store: signedInStore(user) });
}

const VERIFIED = 'Verification Complete - Your account is fully verified and ready for transactions.';

/** Waits for the fully-verified notice, its words exactly the spec's. */
async function expectVerifiedNotice() {
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(VERIFIED));
  // one sentence in one element, as the spec words it
  expect(screen.getByText(VERIFIED)).toBeInTheDocument();
}

/** Passes the remitter's liveness check on the sandbox, as the liveness page's Pass button does. */
async function passLiveness(remitterId: string) {
  const requested = await sandbox.app.request('/identity/api/kyc/request-verification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ remitterId }),
  });
  const { data } = (await requested.json()) as { data: { liveness_url: string } };
  await sandbox.app.request(`${new URL(data.liveness_url).pathname}/pass`, { method: 'POST' });
}

describe('the status banner', () => {
  it('after a reload, shows the record read before it at once, while the identity service is asked again', async () => {
    const { user } = await signInWith(fetchFn, 'sa.sender@example.com');
    const first = renderKyc(<KycStatusBanner />, { store: signedInStore(user) });
    await screen.findByRole('region', { name: 'Account Verification Status' });
    first.unmount();

    // The reloaded page: a new store; the identity service does not answer yet.
    let answer: () => void = () => {};
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('/identity/'))
        await new Promise<void>((resolve) => (answer = resolve));
      return fetchFn(input, init);
    }) as typeof fetch);
    renderKyc(<KycStatusBanner />, { store: signedInStore(user) });
    expect(screen.getByRole('region', { name: 'Account Verification Status' })).toBeInTheDocument();
    expect(screen.queryByText('Checking verification status...')).not.toBeInTheDocument();
    await act(async () => answer());
  });

  it('says it is checking, then shows the Account Verification Status card (sa.sender, part-way)', async () => {
    await renderBanner('sa.sender@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Checking verification status...');

    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    const inCard = within(card);
    expect(inCard.getByText('25% complete')).toBeInTheDocument();
    expect(inCard.getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const checks = within(inCard.getByRole('list', { name: 'Verification checks' })).getAllByRole('listitem');
    expect(checks.map((item) => item.textContent)).toEqual([
      'Document Verification:Passed',
      'Liveness Check:Failed',
      'Face Match:In Progress',
      'Aml Pep Screening:Pending',
    ]);
    const palettes = checks.map((item) => item.querySelector('[data-palette]')?.getAttribute('data-palette'));
    expect(palettes).toEqual(['green', 'red', 'blue', 'yellow']);

    // three alerts are seeded: the first 2 show
    expect(inCard.getByText('Requires Attention:')).toBeInTheDocument();
    expect(inCard.getByText(/^Liveness check failed: the face was not clearly visible/)).toBeInTheDocument();
    expect(inCard.getByText('Face match is waiting for a passed liveness check.')).toBeInTheDocument();
    expect(inCard.queryByText(/AML and PEP screening starts/)).not.toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    expect(inCard.getByRole('button', { name: 'Continue Verification' })).toBeEnabled();
  });

  it('shows a fully verified sender that they are (uk.sender)', async () => {
    await renderBanner('uk.sender@example.com');
    await expectVerifiedNotice();
    expect(screen.queryByRole('button', { name: 'Continue Verification' })).not.toBeInTheDocument();
  });

  it('shows a sender the identity service has no record of as not started (404): 0%, every check pending', async () => {
    await renderBanner('sa.lite@example.com');
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    expect(within(card).getByText('0% complete')).toBeInTheDocument();
    expect(within(card).getAllByText('Pending')).toHaveLength(4);
    expect(within(card).queryByText('Requires Attention:')).not.toBeInTheDocument();
  });

  it('reads nothing for a sender without a remitter id, and Continue Verification says why it cannot start (uk.new)', async () => {
    const { events } = await renderBanner('uk.new@example.com');
    const card = screen.getByRole('region', { name: 'Account Verification Status' });
    expect(within(card).getByText('0% complete')).toBeInTheDocument();
    // Check Status cannot read a record without one: disabled, and it says why
    const check = within(card).getByRole('button', { name: 'Check Status' });
    expect(check).toBeDisabled();
    expect(check).toHaveAccessibleDescription(
      'Unable to get user information. Please refresh and try again.',
    );
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to get user information. Please refresh and try again.',
    );
    expect(identityCalls).toEqual([]);
  });

  it("says it is unable to load the status, with the server's message, and Check Status tries again", async () => {
    sandbox.faults.add({
      method: 'GET',
      path: '/identity/api/kyc/verification/*',
      status: 503,
      body: { success: false, message: 'The identity service is down for maintenance.' },
      times: 1,
    });
    const { events } = await renderBanner('sa.sender@example.com');
    expect(await screen.findByText('Unable to load verification status')).toBeInTheDocument();
    expect(screen.getByText('The identity service is down for maintenance.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByRole('region', { name: 'Account Verification Status' })).toBeInTheDocument();
    expect(screen.queryByText('Unable to load verification status')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch KYC verification status' when no answer came", async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/identity/')
        ? Promise.reject(new TypeError('offline'))
        : fetchFn(input, init),
    );
    await renderBanner('sa.sender@example.com');
    expect(await screen.findByText('Unable to load verification status')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch KYC verification status')).toBeInTheDocument();
  });

  it('keeps the card when a refresh fails, and says why', async () => {
    const { events } = await renderBanner('sa.sender@example.com');
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    sandbox.faults.add({
      method: 'GET',
      path: '/identity/api/kyc/verification/*',
      status: 503,
      body: { success: false, message: 'The identity service is down for maintenance.' },
    });
    await events.click(within(card).getByRole('button', { name: 'Check Status' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The identity service is down for maintenance.',
    );
    expect(within(card).getByText('25% complete')).toBeInTheDocument();
  });

  it('Check Status reads the record again: a check finished elsewhere shows at once', async () => {
    const { events } = await renderBanner('sa.sender@example.com');
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    await passLiveness('R200001');
    await events.click(within(card).getByRole('button', { name: 'Check Status' }));
    await expectVerifiedNotice();
  });
});

describe('the compact banner (top of /send-money)', () => {
  it('shows nothing to a fully verified sender', async () => {
    const { sandbox: backend } = await renderApp({ url: '/send-money', user: 'uk.sender@example.com' });
    await screen.findByRole('button', { name: 'Calculate' });
    // The record is read (and answered: fully verified), and nothing of the banner shows.
    const read = 'GET /identity/api/kyc/verification/R100001';
    await waitFor(() => {
      const reads = backend.callsTo(read);
      expect(reads.length).toBeGreaterThan(0);
      for (const made of reads) expect(made).toMatchObject({ settled: true, status: 200 });
    });
    expect(screen.queryByRole('region', { name: 'Account Verification Status' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Verification Complete/)).not.toBeInTheDocument();
    expect(screen.queryByText(/verification status/i)).not.toBeInTheDocument();
  });

  it('shows a sender not fully verified the progress and both buttons, without the checks', async () => {
    const { container } = await renderBanner('sa.sender@example.com', true);
    // nothing while checking: the page keeps the space of what comes
    expect(container).toBeEmptyDOMElement();
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    expect(within(card).getByText('25% complete')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Verification checks' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Requires Attention:')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Check Status' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Continue Verification' })).toBeInTheDocument();
  });

  it('says the verification is complete when it turns so on screen', async () => {
    const { events } = await renderBanner('sa.sender@example.com', true);
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    await passLiveness('R200001');
    await events.click(within(card).getByRole('button', { name: 'Check Status' }));
    await expectVerifiedNotice();
  });

  it('shows a status that could not be read', async () => {
    sandbox.faults.add({ method: 'GET', path: '/identity/api/kyc/verification/*', status: 500 });
    await renderBanner('uk.sender@example.com', true);
    expect(await screen.findByText('Unable to load verification status')).toBeInTheDocument();
  });
});

describe('offline', () => {
  afterEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockRestore();
  });

  it('disables Check Status and Continue Verification, and says why', async () => {
    await renderBanner('sa.sender@example.com');
    const card = await screen.findByRole('region', { name: 'Account Verification Status' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(within(card).getByRole('button', { name: 'Check Status' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Continue Verification' })).toBeDisabled();
    expect(
      within(card).getByText(/You are offline\. Connect to the internet to check or continue/),
    ).toBeInTheDocument();
  });
});
