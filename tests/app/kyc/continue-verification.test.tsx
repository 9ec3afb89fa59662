import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox, type SandboxSetup, type TestSandbox } from '../../support/test-sandbox.ts';

const REQUEST = 'POST /identity/api/kyc/request-verification';

afterEach(() => {
  vi.useRealTimers();
});

/** A strict sandbox on the page's own origin: the liveness page it hands out is one the app frames. */
const kycSandbox = (setup: SandboxSetup = {}) => startSandbox({ onPageOrigin: true, ...setup });

/**
 * sa.sender (part-way through verification) at /country-selection, where the Account Verification
 * Status card shows, against `sandbox`.
 */
async function renderCard(sandbox: TestSandbox = kycSandbox()) {
  const view = await renderApp({ url: '/country-selection', user: 'sa.sender@example.com', sandbox });
  const card = await screen.findByRole('region', { name: 'Account Verification Status' });
  return { ...view, events: view.user, card };
}

const requests = (sandbox: TestSandbox) => sandbox.callsTo(REQUEST);
const reads = (sandbox: TestSandbox) =>
  sandbox.calls.filter(
    (made) => made.call.startsWith('GET /identity/api/kyc/verification/') && made.status !== undefined,
  );

/** The liveness page's path of a URL the app framed. */
const pathOf = (url: string | null) => new URL(url ?? '', window.location.origin).pathname;

describe('Continue Verification', () => {
  it('asks for a web session and shows the liveness page in a dialog; closing it checks the status again', async () => {
    const { events, card, sandbox } = await renderCard();
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));

    const dialog = await screen.findByRole('dialog', { name: 'Identity Verification' });
    expect(requests(sandbox).map((call) => call.body)).toEqual([{ remitterId: 'R200001', channel: 'web' }]);
    expect(
      within(dialog).getByText('This verification session will expire in 60 minutes'),
    ).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Liveness check');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('allow', 'camera; microphone; fullscreen');
    const livenessPath = pathOf(frame.getAttribute('src'));
    expect(livenessPath).toMatch(/^\/identity\/liveness\/[\w-]+$/);
    expect(new URL(frame.getAttribute('src')!).origin).toBe(window.location.origin);

    // the sender passes the check in the frame
    const passed = await sandbox.sandbox.app.request(`${livenessPath}/pass`, { method: 'POST' });
    expect(passed.status).toBe(200);
    const readsBefore = reads(sandbox).length;
    await events.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Verification Complete - Your account is fully verified and ready for transactions.',
      ),
    );
    expect(reads(sandbox).length).toBe(readsBefore + 1);
  });

  it('closing with the close button checks the status too', async () => {
    const { events, card, sandbox } = await renderCard();
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));
    const dialog = await screen.findByRole('dialog');
    const readsBefore = reads(sandbox).length;
    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reads(sandbox).length).toBe(readsBefore + 1));
  });

  it("shows the server's message when the request fails", async () => {
    const { events, card } = await renderCard(
      kycSandbox({
        faults: [
          {
            method: 'POST',
            path: '/identity/api/kyc/request-verification',
            status: 502,
            body: { success: false, message: 'The liveness provider is unavailable.' },
          },
        ],
      }),
    );
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The liveness provider is unavailable.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to start KYC verification process' when no answer came", async () => {
    const { events, card, sandbox } = await renderCard();
    // The connection drops before the request reaches the identity service.
    const held = sandbox.hold(REQUEST);
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));
    await held.reached;
    held.drop();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to start KYC verification process',
    );
  });

  it('never frames a page on another origin than the configured one', async () => {
    // this sandbox hands out liveness URLs on http://localhost, not the page's own origin
    const { events, card } = await renderCard(startSandbox());
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to start KYC verification process',
    );
    expect(screen.queryByTitle('Liveness check')).not.toBeInTheDocument();
  });
});

describe('the rate limit', () => {
  async function useUpRequests(sandbox: TestSandbox, remitterId: string, times: number) {
    for (let i = 0; i < times; i += 1) {
      await sandbox.sandbox.app.request('/identity/api/kyc/request-verification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ remitterId, channel: 'web' }),
      });
    }
  }

  it('shows the wait, the time to try again and the last attempt, and closes after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Noon, so the time to try again is a time alone (after midnight it carries its date).
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
    const sandbox = kycSandbox();
    await useUpRequests(sandbox, 'R200001', 3);
    const { card } = await renderCard(sandbox);
    const events = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await events.click(within(card).getByRole('button', { name: 'Continue Verification' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Rate limit exceeded\. Please wait 10 minute\(s\) before trying again\. You can try again at \d\d:\d\d\./,
    );
    expect(within(alert).getByText('Wait time').nextSibling).toHaveTextContent('10 minute(s)');
    expect(within(alert).getByText('Try again at').nextSibling).toHaveTextContent(/^\d\d:\d\d$/);
    expect(within(alert).getByText('Last attempt').nextSibling).toHaveTextContent(/^\d\d:\d\d$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(9_900);
    });
    expect(within(card).getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
