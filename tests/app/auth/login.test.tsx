import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';
import type { Fault } from '../../../sandbox/lib/faults.ts';

/** The identity service's read of a remitter's verification record. */
const statusRead = (remitterId: string) => `GET /identity/api/kyc/verification/${remitterId}`;

/** The login screen, signed out, at `url` (its query says where to land). */
const openLogin = (url = '/', faults: Fault[] = []) => renderApp({ url, sandbox: { faults } });

/** The latest one-time code texted to the mobile, once one was sent. */
const codeFor = (sandbox: TestSandbox, mobile: string) =>
  waitFor(async () => {
    const { code } = await sandbox.admin<{ code?: string }>(`/otp?mobile=${mobile}`);
    if (!code) throw new Error(`No code sent to ${mobile} yet`);
    return code;
  });

async function signIn(user: UserEvent, email: string, password = 'Sandbox1') {
  await user.type(await screen.findByLabelText(/^Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function enterCode(user: UserEvent, code: string) {
  const input = await screen.findByLabelText(/^Verification code/);
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** The full verification card a page shows once the record is read. */
const statusCard = () => screen.findByRole('region', { name: 'Account Verification Status' });

/** Wrong credentials: the catalogue message, and no code asked for. */
async function wrongCredentials(user: UserEvent) {
  await signIn(user, 'uk.sender@example.com', 'Wrong1234');
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
}

/** From the code step back to the form, with what was typed, and nobody signed in. */
async function backToLogin(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Back to login' }));
  expect(screen.getByRole('textbox', { name: /^Email address/ })).toHaveValue('uk.sender@example.com');
  expect(readAccessToken()).toBeNull();
}

/** On the code step: a wrong code shows 'Invalid OTP', sets no cookie and stays on the code. */
async function wrongCode(user: UserEvent, sandbox: TestSandbox, location: () => string) {
  const code = await codeFor(sandbox, '447700900001');
  await enterCode(user, code === '1234' ? '4321' : '1234');
  expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
  expect(readAccessToken()).toBeNull();
  expect(location()).toBe('/');
  expect(screen.getByLabelText(/^Verification code/)).toBeInTheDocument();
  expect(sandbox.calls.map((made) => made.call)).not.toContain('GET /api/remitter/profile');
}

/** On the code step: Resend code sends a new one, which signs in (to Send Money). */
async function resendSignsIn(user: UserEvent, sandbox: TestSandbox, location: () => string) {
  await screen.findByLabelText(/^Verification code/);
  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect((await screen.findByText('A new code has been sent.')).closest('[role="status"]')).not.toBeNull();
  await enterCode(user, await codeFor(sandbox, '447700900001'));
  await waitFor(() => expect(location()).toBe('/send-money'));
}

describe('login against the sandbox', () => {
  it('signs in with the code: cookie set and the signed-in page, landing on the route asked for', async () => {
    const { user, sandbox, location } = await openLogin('/?next=%2Ftransactions');
    await signIn(user, 'uk.sender@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your login code' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ending in 0001/)).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();

    await enterCode(user, await codeFor(sandbox, '447700900001'));
    await waitFor(() => expect(location()).toBe('/transactions'));
    expect(readAccessToken()).toEqual(expect.any(String));
    // The signed-in page is uk.sender's: their transactions.
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await waitFor(() => expect(sandbox.callsTo('GET /api/remitter/transactions')).not.toHaveLength(0));
    expect((await screen.findAllByText(/ZW10000007/)).length).toBeGreaterThan(0);
  });

  it('reads the KYC record after sign-in; a 404 shows as not started: 0%, every check pending', async () => {
    const { user, sandbox, location } = await openLogin('/?next=%2Ftransactions');
    await signIn(user, 'sa.lite@example.com');
    await enterCode(user, await codeFor(sandbox, '27821000002'));
    await waitFor(() => expect(location()).toBe('/transactions'));
    // Transactions shows no status: the read is sign-in's own.
    await waitFor(() => expect(sandbox.callsTo(statusRead('R200002'))).toMatchObject([{ settled: true }]));
    expect(sandbox.callsTo(statusRead('R200002'))[0]?.status).toBe(404);
    // Send Money takes an SA sender to the country page, whose banner shows the record read.
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Send Money' }));
    const card = await statusCard();
    expect(within(card).getByText('0% complete')).toBeInTheDocument();
    expect(within(card).getAllByText('Pending')).toHaveLength(4);
    expect(within(card).queryByText('Requires Attention:')).not.toBeInTheDocument();
    // Read less than 30 s before: not read again.
    expect(sandbox.callsTo(statusRead('R200002'))).toHaveLength(1);
  });
});

describe('login: sending and checking the code', () => {
  it('signs in by mobile, landing on Send Money (for an SA sender, its country page) when nothing else was asked for', async () => {
    const { user, sandbox, location } = await openLogin();
    await user.click(await screen.findByRole('radio', { name: 'Mobile' }));
    await user.type(await screen.findByRole('textbox', { name: /^Mobile number/ }), '+27 82 100 0001');
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await enterCode(user, await codeFor(sandbox, '27821000001'));
    // Send Money sends sa.sender (an SA sender, no country chosen yet) on to the country page,
    // whose banner shows their verification record (R200001's: 25%).
    await waitFor(() => expect(location()).toBe('/country-selection'));
    const card = await statusCard();
    expect(within(card).getByText('25% complete')).toBeInTheDocument();
    const reads = sandbox.callsTo(statusRead('R200001'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map((made) => made.status)).toEqual(reads.map(() => 200));
  });

  it('never lands on another site or back on the login page', async () => {
    const { user, sandbox, location } = await openLogin('/?next=%2F%2Fevil.example%2F');
    await signIn(user, 'uk.sender@example.com');
    await enterCode(user, await codeFor(sandbox, '447700900001'));
    await waitFor(() => expect(location()).toBe('/send-money'));
  });

  it.each([
    [{ status: 500, body: { status: 'FAIL' } }, 'Failed to send OTP'],
    [
      { status: 429, body: { status: 'FAIL', message: 'Too many codes requested.' } },
      'Too many codes requested.',
    ],
  ])('shows a failed send (%j) as %j and stays on the form', async (fault, text) => {
    const { user } = await openLogin('/', [{ method: 'POST', path: '/api/otp', times: 1, ...fault }]);
    await signIn(user, 'uk.sender@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it("says 'Network error occurred. Please try again.' when the send gets no answer", async () => {
    const { user, sandbox } = await openLogin();
    sandbox.hold('POST /api/otp').drop();
    await signIn(user, 'uk.sender@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred. Please try again.');
  });

  it("says 'Failed to verify OTP. Please try again.' when the check gets no answer", async () => {
    const { user, sandbox } = await openLogin();
    await signIn(user, 'uk.sender@example.com');
    const code = await codeFor(sandbox, '447700900001');
    sandbox.hold('POST /api/otp/verify').drop();
    await enterCode(user, code);
    expect(await screen.findByText('Failed to verify OTP. Please try again.')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
  });

  it("shows the catalogue message for wrong credentials; with the right ones, goes back from the code to the form with what was typed, signing nobody in; then shows 'Invalid OTP' for a wrong code and sets no cookie; resends the code, and the new one signs in", async () => {
    const { user, sandbox, location } = await openLogin();
    await wrongCredentials(user);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await backToLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await wrongCode(user, sandbox, location);
    await resendSignsIn(user, sandbox, location);
  });
});
