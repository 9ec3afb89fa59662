import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import RegisterPage from '@/features/auth/pages/register-page.tsx';
import { authenticatedAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { currentLocation, renderAuthPage, useSandbox } from './render-auth-page.tsx';

const { admin, codeFor } = useSandbox();

async function fillForm(
  user: UserEvent,
  {
    country = 'South Africa',
    mobile = '0829876543',
    email = 'new.sender@example.com',
    subscribe = true,
  } = {},
) {
  await user.click(screen.getByRole('radio', { name: country }));
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), mobile);
  await user.type(screen.getByRole('textbox', { name: /^Email address/ }), email);
  await user.type(screen.getByLabelText(/^Password/), 'Passw0rd');
  if (subscribe) await user.click(screen.getByRole('checkbox', { name: 'Subscribe to news and offers' }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

async function enterCode(user: UserEvent, code: string) {
  const input = await screen.findByRole('textbox', { name: /^Verification code/ });
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('registering against the sandbox', () => {
  it('registers a new account end to end: code, basic registration, signed in, on /send-money', async () => {
    const sandbox = globalThis.fetch;
    const bodies: Record<string, unknown> = {};
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string') bodies[String(input)] = JSON.parse(init.body);
      return sandbox(input, init);
    });
    const { user, store, location } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ending in 6543/)).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();

    await enterCode(user, await codeFor('27829876543'));
    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
    expect(readAccessToken()).toEqual(expect.any(String));
    expect(store.get(authenticatedAtom)).toBe(true);
    expect(store.get(sessionUserAtom)).toMatchObject({
      email: 'new.sender@example.com',
      mobile: '27829876543',
      country: 'SA',
      kyc_status: 'lite',
    });
    expect(bodies['/api/otp']).toEqual({ mobile: '+27829876543' });
    expect(bodies['/api/remitter/auth/register/basic']).toEqual({
      country: 'SA',
      mobile: '+27829876543',
      email: 'new.sender@example.com',
      password: 'Passw0rd',
      subscribe: true,
    });
  });

  it('returns to the form with the server message when registration fails', async () => {
    await admin('/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/api/remitter/auth/register/basic',
        status: 500,
        body: { status: 'FAIL', result: { message: 'Registration is paused.' } },
        times: 1,
      }),
    });
    const { user } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    await enterCode(user, await codeFor('27829876543'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is paused.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it('shows the server message for a wrong code and registers nobody', async () => {
    const { user, location } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user, { country: 'United Kingdom', mobile: '07700900555' });
    const code = await codeFor('447700900555');
    await enterCode(user, code === '1111' ? '2222' : '1111');
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(currentLocation(location)).toBe('/register');
  });

  it('resends the OTP, and the new one verifies', async () => {
    const { user, location } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    await screen.findByRole('textbox', { name: /^Verification code/ });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code has been sent.');
    await enterCode(user, await codeFor('27829876543'));
    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
  });

  it('puts server field errors on the form, and does not ask for a new code once the mobile is verified', async () => {
    const { user, location } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user, { email: 'uk.sender@example.com', subscribe: false });
    await enterCode(user, await codeFor('27829876543'));

    const email = await screen.findByRole('textbox', { name: /^Email address/ });
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(readAccessToken()).toBeNull();

    const sent = await admin<{ messages: { recipient: string }[] }>('/outbox');
    const codesSent = sent.messages.filter((m) => m.recipient === '27829876543').length;
    await user.clear(email);
    await user.type(email, 'another.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(currentLocation(location)).toBe('/send-money'));
    const after = await admin<{ messages: { recipient: string }[] }>('/outbox');
    expect(after.messages.filter((m) => m.recipient === '27829876543')).toHaveLength(codesSent);
  });

  it('goes back from the code step to the form, keeping what was typed', async () => {
    const { user } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Change details' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('0829876543');
    expect(screen.getByRole('radio', { name: 'South Africa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Subscribe to news and offers' })).toBeChecked();
  });
});

describe('registration: code failures (spec §8)', () => {
  const fault = (path: string, status: number, body: unknown) =>
    admin('/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path, status, body, times: 1 }),
    });
  const unreachable = (path: string) => {
    const sandbox = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith(path) ? Promise.reject(new TypeError('Failed to fetch')) : sandbox(input, init),
    );
  };

  it.each([
    [
      'a send refused without a message',
      () => fault('/api/otp', 500, { status: 'FAIL' }),
      'Failed to send OTP',
    ],
    ['a send with no answer', () => unreachable('/api/otp'), 'Network error occurred. Please try again.'],
  ])('%s -> %j, staying on the form', async (_case, breakIt, text) => {
    await breakIt();
    const { user } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it.each([
    [
      'a check refused without a message',
      () => fault('/api/otp/verify', 500, { status: 'FAIL' }),
      'OTP verification failed',
    ],
    [
      'a check with no answer',
      () => unreachable('/api/otp/verify'),
      'Failed to verify OTP. Please try again.',
    ],
  ])('%s -> %j, registering nobody', async (_case, breakIt, text) => {
    const { user } = renderAuthPage(<RegisterPage />, { path: '/register' });
    await fillForm(user);
    const code = await codeFor('27829876543');
    await breakIt();
    await enterCode(user, code);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });
});
