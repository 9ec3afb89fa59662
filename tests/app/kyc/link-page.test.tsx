import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const REQUEST = 'POST /identity/api/kyc/request-verification';

/** The sandbox's clock: now, unless a test moves it. */
let sandboxNow: () => Date = () => new Date();

/** A strict sandbox on the page's own origin (the liveness page it hands out is framed there). */
function kycSandbox(): TestSandbox {
  sandboxNow = () => new Date();
  return startSandbox({ onPageOrigin: true, now: () => sandboxNow() });
}

/** The link's page at `path`, signed out (a WhatsApp link on a phone). */
async function openLink(path: string, sandbox: TestSandbox = kycSandbox(), strictMode = false) {
  return renderApp({ url: path, sandbox, strictMode });
}

/** The identity calls the page made. */
const identityCalls = (sandbox: TestSandbox) =>
  sandbox.calls.filter((made) => made.url.pathname.startsWith('/identity/'));
const requests = (sandbox: TestSandbox) => sandbox.callsTo(REQUEST);

/** The liveness page's path of a URL the app framed. */
const pathOf = (url: string | null) => new URL(url ?? '', window.location.origin).pathname;

async function expectLivenessPage() {
  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'KYC Verification - Please complete your identity verification below',
  });
  const frame = screen.getByTitle('Liveness check');
  expect(frame).toHaveAttribute('allow', 'camera; microphone; fullscreen');
  expect(pathOf(frame.getAttribute('src'))).toMatch(/^\/identity\/liveness\/[\w-]+$/);
  expect(new URL(frame.getAttribute('src')!).origin).toBe(window.location.origin);
  return heading;
}

describe('the KYC link page', () => {
  it('says the link is invalid when it names no remitter', async () => {
    const { sandbox } = await openLink('/kyc-verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Link' })).toBeInTheDocument();
    expect(
      screen.getByText('The verification link is invalid or incomplete. Please check the URL and try again.'),
    ).toBeInTheDocument();
    expect(identityCalls(sandbox)).toEqual([]);
  });

  it.each(['/kyc-verification?remitter_id=', '/kyc-verification/R2%3Cb%3E'])(
    'says %s is invalid',
    async (path) => {
      const { sandbox } = await openLink(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Link' })).toBeInTheDocument();
      expect(identityCalls(sandbox)).toEqual([]);
    },
  );

  it('prepares the verification, then shows the liveness page (a whatsapp session)', async () => {
    const sandbox = kycSandbox();
    const held = sandbox.hold(REQUEST);
    await openLink('/kyc-verification/R200002', sandbox);
    await held.reached;
    expect(
      screen.getByRole('heading', { level: 1, name: 'Loading KYC verification...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preparing verification...')).toBeInTheDocument();
    held.release();
    await expectLivenessPage();
    expect(requests(sandbox).map((call) => call.body)).toEqual([
      { remitterId: 'R200002', channel: 'whatsapp' },
    ]);
  });

  it('takes the remitter id from the query too', async () => {
    const { sandbox } = await openLink('/kyc-verification?remitter_id=R200002');
    await expectLivenessPage();
    expect(requests(sandbox).map((call) => call.body)).toEqual([
      { remitterId: 'R200002', channel: 'whatsapp' },
    ]);
  });

  it('asks once, even when effects run twice (StrictMode)', async () => {
    const { sandbox } = await openLink('/kyc-verification/R200002', kycSandbox(), true);
    await expectLivenessPage();
    expect(requests(sandbox)).toHaveLength(1);
  });

  it('shows the error with Try Again, which asks again', async () => {
    const sandbox = kycSandbox();
    sandbox.fault({
      method: 'POST',
      path: '/identity/api/kyc/request-verification',
      status: 500,
      body: { success: false, message: 'Server error.' },
      times: 1,
    });
    const { user } = await openLink('/kyc-verification/R200002', sandbox);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Verification Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('KYC verification error, try again later')).toBeInTheDocument();
    expect(screen.queryByText('Please wait before trying again.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await expectLivenessPage();
    expect(requests(sandbox)).toHaveLength(2);
  });

  it("rate-limited: says to wait and until when, offers no retry, and the limit's words close after 10 s", async () => {
    // Noon, so the time to try again is a time alone (after midnight it carries its date).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
    // Three requests 9 min 59 s ago fill the window: the next would be allowed in a second.
    const sandbox = kycSandbox();
    sandboxNow = () => new Date(Date.now() - 599_000);
    for (let i = 0; i < 3; i += 1) {
      await sandbox.sandbox.app.request('/identity/api/kyc/request-verification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ remitterId: 'R200002', channel: 'whatsapp' }),
      });
    }
    sandboxNow = () => new Date();

    // The page's request held until the page is whole, so that the limit's words (and their 10 s)
    // come the moment it is answered, with little real time (which moves the clock too) before the
    // test moves the clock.
    const held = sandbox.hold(REQUEST);
    await openLink('/kyc-verification/R200002', sandbox);
    await held.reached;
    held.release();
    const alert = await screen.findByRole('alert');
    const page = within(alert);
    const limit =
      /^Rate limit exceeded\. Please wait 1 minute\(s\) before trying again\. You can try again at 12:00\.$/;
    expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Error' })).toBeInTheDocument();
    expect(await page.findByText(limit)).toBeInTheDocument();
    expect(page.getByText('Please wait before trying again.')).toBeInTheDocument();
    expect(page.getByText('Wait time').nextSibling).toHaveTextContent('1 minute(s)');
    expect(page.getByText('Last attempt')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(page.queryByText('KYC verification error, try again later')).not.toBeInTheDocument();

    // 10 s later the limit's words close; the page still says to wait, and the wait being over
    // brings no retry (a reload asks again). First a turn of the event loop, for the page's effects
    // (its 10 s timer) to run: React schedules them with the real setImmediate.
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    act(() => {
      vi.advanceTimersByTime(9_500);
    });
    expect(page.getByText(limit)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(page.queryByText(limit)).not.toBeInTheDocument();
    expect(page.queryByText('Wait time')).not.toBeInTheDocument();
    expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Error' })).toBeInTheDocument();
    expect(page.getByText('Please wait before trying again.')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(requests(sandbox)).toHaveLength(1);
  });
});
