import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import KycLinkPage from '@/features/kyc/pages/kyc-link-page.tsx';
import type { Sandbox } from '../../../sandbox/app.ts';
import { pathOf, renderKyc, sameOriginSandbox, type IdentityCall } from './support.tsx';

let sandbox: Sandbox;
let identityCalls: IdentityCall[];
/** The sandbox's clock: now, unless a test moves it. */
let sandboxNow: () => Date;

beforeEach(() => {
  sandboxNow = () => new Date();
  const made = sameOriginSandbox({ strict: true, now: () => sandboxNow() });
  ({ sandbox, identityCalls } = made);
  vi.stubGlobal('fetch', made.fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page as the route table shows it, at `path` (signed out: a WhatsApp link on a phone). */
function openLink(path: string, strict = false) {
  const pattern = path.startsWith('/kyc-verification/')
    ? '/kyc-verification/:remitterId'
    : '/kyc-verification';
  return renderKyc(<KycLinkPage />, { path, pattern, strict });
}

const requests = () => identityCalls.filter((call) => call.path === '/identity/api/kyc/request-verification');

async function expectLivenessPage() {
  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'KYC Verification - Please complete your identity verification below',
  });
  const frame = screen.getByTitle('Liveness check');
  expect(frame).toHaveAttribute('allow', 'camera; microphone; fullscreen');
  expect(pathOf(frame.getAttribute('src'))).toMatch(/^\/identity\/liveness\/[\w-]+$/);
  return heading;
}

describe('the KYC link page', () => {
  it('says the link is invalid when it names no remitter', () => {
    openLink('/kyc-verification');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeInTheDocument();
    expect(
      screen.getByText('The verification link is invalid or incomplete. Please check the URL and try again.'),
    ).toBeInTheDocument();
    expect(identityCalls).toEqual([]);
  });

  it.each(['/kyc-verification?remitter_id=', '/kyc-verification/R2%3Cb%3E'])('says %s is invalid', (path) => {
    openLink(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeInTheDocument();
    expect(identityCalls).toEqual([]);
  });

  it('prepares the verification, then shows the liveness page (a whatsapp session)', async () => {
    openLink('/kyc-verification/R200002');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Loading KYC verification...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preparing verification...')).toBeInTheDocument();
    await expectLivenessPage();
    expect(requests().map((call) => call.body)).toEqual([{ remitterId: 'R200002', channel: 'whatsapp' }]);
  });

  it('takes the remitter id from the query too', async () => {
    openLink('/kyc-verification?remitter_id=R200002');
    await expectLivenessPage();
    expect(requests().map((call) => call.body)).toEqual([{ remitterId: 'R200002', channel: 'whatsapp' }]);
  });

  it('asks once, even when effects run twice (StrictMode)', async () => {
    openLink('/kyc-verification/R200002', true);
    await expectLivenessPage();
    expect(requests()).toHaveLength(1);
  });

  it('shows the error with Try Again, which asks again', async () => {
    sandbox.faults.add({
      method: 'POST',
      path: '/identity/api/kyc/request-verification',
      status: 500,
      body: { success: false, message: 'Server error.' },
      times: 1,
    });
    const { events } = openLink('/kyc-verification/R200002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Verification Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('KYC verification error, try again later')).toBeInTheDocument();
    expect(screen.queryByText('Please wait before trying again.')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    await expectLivenessPage();
    expect(requests()).toHaveLength(2);
  });

  it("rate-limited: says to wait and until when, offers no retry, and the limit's words close after 10 s", async () => {
    // Noon, so the time to try again is a time alone (after midnight it carries its date).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
    // Three requests 9 min 59 s ago fill the window: the next would be allowed in a second.
    sandboxNow = () => new Date(Date.now() - 599_000);
    for (let i = 0; i < 3; i += 1) {
      await sandbox.app.request('/identity/api/kyc/request-verification', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ remitterId: 'R200002', channel: 'whatsapp' }),
      });
    }
    sandboxNow = () => new Date();

    openLink('/kyc-verification/R200002');
    const alert = await screen.findByRole('alert');
    const page = within(alert);
    const limit =
      /^Rate limit exceeded\. Please wait 1 minute\(s\) before trying again\. You can try again at 12:00\.$/;
    expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Error' })).toBeInTheDocument();
    expect(page.getByText(limit)).toBeInTheDocument();
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
      vi.advanceTimersByTime(9_900);
    });
    expect(page.getByText(limit)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(page.queryByText(limit)).not.toBeInTheDocument();
    expect(page.queryByText('Wait time')).not.toBeInTheDocument();
    expect(page.getByRole('heading', { level: 1, name: 'KYC Verification Error' })).toBeInTheDocument();
    expect(page.getByText('Please wait before trying again.')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(requests()).toHaveLength(1);
  });
});
