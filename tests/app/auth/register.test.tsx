import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';
import type { Fault } from '../../../sandbox/lib/faults.ts';

// The send pages a new sender goes on to.
beforeAll(() =>
  pageCode(
    () => import('@/features/send-money/pages/send-money-page.tsx'),
    () => import('@/features/destinations/pages/country-selection-page.tsx'),
  ),
);

/** The sign-up page, signed out, against a fresh sandbox with `faults`. */
async function openRegister(faults: Fault[] = []) {
  const view = await renderApp({ url: '/register', sandbox: { faults } });
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return view;
}

/** The latest one-time code texted to the mobile, once one was sent. */
const codeFor = (sandbox: TestSandbox, mobile: string) =>
  waitFor(async () => {
    const { code } = await sandbox.admin<{ code?: string }>(`/otp?mobile=${mobile}`);
    if (!code) throw new Error(`No code sent to ${mobile} yet`);
    return code;
  });

/**
 * The registration signs in and goes to Send Money, which takes an SA sender with no country
 * chosen yet on to the country page (the only way there from the sign-up).
 */
const landsOnSendMoney = (location: () => string) =>
  waitFor(() => expect(['/send-money', '/country-selection']).toContain(location()));

/** The form's country choice (the rate calculator beside it has countries of its own). */
const countryRadio = (name: string) =>
  within(screen.getByRole('group', { name: /^Country/ })).getByRole('radio', { name });

async function fillForm(
  user: UserEvent,
  {
    country = 'South Africa',
    mobile = '0829876543',
    email = 'new.sender@example.com',
    subscribe = true,
  } = {},
) {
  await user.click(countryRadio(country));
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
    const { user, sandbox, location } = await openRegister();
    await fillForm(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ending in 6543/)).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();

    await enterCode(user, await codeFor(sandbox, '27829876543'));
    await landsOnSendMoney(location);
    expect(readAccessToken()).toEqual(expect.any(String));
    // Signed in as the new sender, an SA one: Send Money takes them on to the country page (only an
    // SA sender's), in the signed-in layout.
    await waitFor(() => expect(location()).toBe('/country-selection'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Send Money' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(sandbox.callsTo('POST /api/otp')[0]?.body).toEqual({ mobile: '+27829876543' });
    expect(sandbox.callsTo('POST /api/remitter/auth/register/basic')).toMatchObject([
      {
        status: 200,
        body: {
          country: 'SA',
          mobile: '+27829876543',
          email: 'new.sender@example.com',
          password: 'Passw0rd',
          subscribe: true,
        },
      },
    ]);
  });

  it('returns to the form with the server message when registration fails', async () => {
    const { user, sandbox } = await openRegister([
      {
        method: 'POST',
        path: '/api/remitter/auth/register/basic',
        status: 500,
        body: { status: 'FAIL', result: { message: 'Registration is paused.' } },
        times: 1,
      },
    ]);
    await fillForm(user);
    await enterCode(user, await codeFor(sandbox, '27829876543'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is paused.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it('shows the server message for a wrong code and registers nobody', async () => {
    const { user, location, sandbox } = await openRegister();
    await fillForm(user, { country: 'United Kingdom', mobile: '07700900555' });
    const code = await codeFor(sandbox, '447700900555');
    await enterCode(user, code === '1111' ? '2222' : '1111');
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(location()).toBe('/register');
  });

  it('puts server field errors on the form, and does not ask for a new code once the mobile is verified', async () => {
    const { user, location, sandbox } = await openRegister();
    await fillForm(user, { email: 'uk.sender@example.com', subscribe: false });
    await enterCode(user, await codeFor(sandbox, '27829876543'));

    const email = await screen.findByRole('textbox', { name: /^Email address/ });
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(readAccessToken()).toBeNull();

    const sent = await sandbox.admin<{ messages: { recipient: string }[] }>('/outbox');
    const codesSent = sent.messages.filter((m) => m.recipient === '27829876543').length;
    await user.clear(email);
    await user.type(email, 'another.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await landsOnSendMoney(location);
    const after = await sandbox.admin<{ messages: { recipient: string }[] }>('/outbox');
    expect(after.messages.filter((m) => m.recipient === '27829876543')).toHaveLength(codesSent);
  });

  it('goes back from the code step to the form, keeping what was typed; signs up again, resends the OTP, and the new one verifies', async () => {
    const { user, location, sandbox } = await openRegister();
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Change details' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('0829876543');
    expect(countryRadio('South Africa')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Subscribe to news and offers' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('textbox', { name: /^Verification code/ });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    const sentNote = await screen.findByText('A new code has been sent.');
    expect(sentNote.closest('[role="status"]')).not.toBeNull();
    await enterCode(user, await codeFor(sandbox, '27829876543'));
    await landsOnSendMoney(location);
  });
});

describe('registration: code failures (spec §8)', () => {
  type BreakIt = (sandbox: TestSandbox) => void;
  const fault =
    (path: string, status: number, body: unknown): BreakIt =>
    (sandbox) =>
      sandbox.fault({ method: 'POST', path, status, body, times: 1 });
  /** The connection drops on the way: the app's fetch fails. */
  const unreachable =
    (path: string): BreakIt =>
    (sandbox) =>
      sandbox.hold(`POST ${path}`).drop();

  it.each<[string, BreakIt, string]>([
    ['a send refused without a message', fault('/api/otp', 500, { status: 'FAIL' }), 'Failed to send OTP'],
    ['a send with no answer', unreachable('/api/otp'), 'Network error occurred. Please try again.'],
  ])('%s -> %j, staying on the form', async (_case, breakIt, text) => {
    const { user, sandbox } = await openRegister();
    breakIt(sandbox);
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it.each<[string, BreakIt, string]>([
    [
      'a check refused without a message',
      fault('/api/otp/verify', 500, { status: 'FAIL' }),
      'OTP verification failed',
    ],
    ['a check with no answer', unreachable('/api/otp/verify'), 'Failed to verify OTP. Please try again.'],
  ])('%s -> %j, registering nobody', async (_case, breakIt, text) => {
    const { user, sandbox } = await openRegister();
    await fillForm(user);
    const code = await codeFor(sandbox, '27829876543');
    breakIt(sandbox);
    await enterCode(user, code);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(sandbox.callsTo('POST /api/remitter/auth/register/basic')).toEqual([]);
  });
});
