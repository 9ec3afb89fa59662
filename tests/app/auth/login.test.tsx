import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import { authenticatedAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { kycVerificationAtom } from '@/features/kyc/state.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import { currentLocation, renderAuthPage, useSandbox } from './render-auth-page.tsx';

const { admin, codeFor } = useSandbox();

async function signIn(user: UserEvent, email: string, password = 'Sandbox1') {
  await user.type(screen.getByLabelText(/^Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function enterCode(user: UserEvent, code: string) {
  const input = await screen.findByLabelText(/^Verification code/);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('login against the sandbox', () => {
  it('signs in with the code: cookie and session user set, landing on the route asked for', async () => {
    const { user, location } = renderAuthPage(<LoginPage />, {
      search: 'next=%2Ftransactions',
      store: appStore,
    });
    await signIn(user, 'uk.sender@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your login code' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ending in 0001/)).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(appStore.get(sessionUserAtom)).toBeNull();

    await enterCode(user, await codeFor('447700900001'));
    await waitFor(() => expect(currentLocation(location)).toBe('/transactions'));
    expect(readAccessToken()).toEqual(expect.any(String));
    expect(appStore.get(sessionUserAtom)).toMatchObject({ email: 'uk.sender@example.com' });
    expect(appStore.get(authenticatedAtom)).toBe(true);
  });

  it("shows 'Invalid OTP' for a wrong code and sets no cookie", async () => {
    const { user, location, store } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com');
    const code = await codeFor('447700900001');
    await enterCode(user, code === '1234' ? '4321' : '1234');
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(currentLocation(location)).toBe('/');
  });

  it('shows the catalogue message for wrong credentials', async () => {
    const { user } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com', 'Wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
  });

  it('fetches the KYC record after sign-in; a 404 becomes the not-started record', async () => {
    const { user, store } = renderAuthPage(<LoginPage />);
    await signIn(user, 'sa.lite@example.com');
    await enterCode(user, await codeFor('27821000002'));
    await waitFor(() => expect(store.get(kycVerificationAtom).data).toBeDefined());
    expect(store.get(kycVerificationAtom).data?.verification_summary.overall_status).toBe('not_started');
  });
});

describe('login: sending and checking the code', () => {
  it('signs in by mobile, landing on /send-money when nothing else was asked for', async () => {
    const { user, location, store } = renderAuthPage(<LoginPage />);
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(await screen.findByRole('textbox', { name: /^Mobile number/ }), '+27 82 100 0001');
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await enterCode(user, await codeFor('27821000001'));
    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
    expect(store.get(sessionUserAtom)).toMatchObject({ email: 'sa.sender@example.com' });
    await waitFor(() =>
      expect(store.get(kycVerificationAtom).data?.verification_summary.remitter_id).toBe('R200001'),
    );
  });

  it('never lands on another site or back on the login page', async () => {
    const { user, location } = renderAuthPage(<LoginPage />, { search: 'next=%2F%2Fevil.example%2F' });
    await signIn(user, 'uk.sender@example.com');
    await enterCode(user, await codeFor('447700900001'));
    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
  });

  it.each([
    [{ status: 500, body: { status: 'FAIL' } }, 'Failed to send OTP'],
    [
      { status: 429, body: { status: 'FAIL', message: 'Too many codes requested.' } },
      'Too many codes requested.',
    ],
  ])('shows a failed send (%j) as %j and stays on the form', async (fault, text) => {
    await admin('/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/api/otp', times: 1, ...fault }),
    });
    const { user } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it("says 'Network error occurred. Please try again.' when the send gets no answer", async () => {
    const sandbox = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/otp')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : sandbox(input, init),
    );
    const { user } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred. Please try again.');
  });

  it("says 'Failed to verify OTP. Please try again.' when the check gets no answer", async () => {
    const { user } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com');
    const code = await codeFor('447700900001');
    const sandbox = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/otp/verify')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : sandbox(input, init),
    );
    await enterCode(user, code);
    expect(await screen.findByText('Failed to verify OTP. Please try again.')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it('resends the code, and the new one signs in', async () => {
    const { user, location } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com');
    await screen.findByLabelText(/^Verification code/);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code has been sent.');
    await enterCode(user, await codeFor('447700900001'));
    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
  });

  it('goes back to the form with what was typed, and signs nobody in', async () => {
    const { user } = renderAuthPage(<LoginPage />);
    await signIn(user, 'uk.sender@example.com');
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('textbox', { name: /^Email address/ })).toHaveValue('uk.sender@example.com');
    expect(readAccessToken()).toBeNull();
  });
});
