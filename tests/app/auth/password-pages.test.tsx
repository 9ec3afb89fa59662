import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import ResetPasswordLinkPage from '@/features/auth/pages/reset-password-link-page.tsx';
import PasswordResetPage from '@/features/auth/pages/password-reset-page.tsx';
import { goOffline, renderAuthPage } from './render-auth-page.tsx';

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * What the password pages sent: their calls to the auth API. A call an earlier test's app left
 * under way may still reach this file's `fetch` (the files of a worker share it), and is not theirs.
 */
const sent = () =>
  (fetchSpy.mock.calls as [string, RequestInit][]).filter(([url]) => url.startsWith('/api/remitter/auth/'));

function sentBody(): unknown {
  const [, init] = sent()[0]!;
  return JSON.parse(String(init.body));
}

describe('forgot password (spec §5: valid email or mobile required)', () => {
  it.each([
    ['Email', '', 'Email address is required'],
    ['Email', 'someone', 'Invalid email address'],
    ['Mobile', '', 'Mobile number is required'],
    ['Mobile', '0770090', 'Invalid mobile number'],
  ])('%s %j -> %j, nothing sent', async (choice, typed, message) => {
    const { user } = renderAuthPage(<ResetPasswordLinkPage />);
    await user.click(screen.getByRole('radio', { name: choice }));
    const name = choice === 'Email' ? /^Email address/ : /^Mobile number/;
    if (typed) await user.type(screen.getByRole('textbox', { name }), typed);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it.each([
    ['Email', 'uk.sender@example.com', { type: 'email', email: 'uk.sender@example.com' }],
    ['Mobile', '+44 7700 900001', { type: 'mobile', mobile: '+447700900001' }],
  ])('sends %s %j as %j', async (choice, typed, body) => {
    const { user } = renderAuthPage(<ResetPasswordLinkPage />);
    await user.click(screen.getByRole('radio', { name: choice }));
    const name = choice === 'Email' ? /^Email address/ : /^Mobile number/;
    await user.type(screen.getByRole('textbox', { name }), typed);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.[0]).toBe('/api/remitter/auth/forgot-password');
    expect(sentBody()).toEqual(body);
  });

  it('is disabled offline, with a note', async () => {
    renderAuthPage(<ResetPasswordLinkPage />);
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to request a reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  });
});

describe('password reset', () => {
  it('explains that a link without a token is invalid and offers a new one', () => {
    renderAuthPage(<PasswordResetPage />, { path: '/password-reset' });
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password-link',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it.each([
    ['', '', 'Password is required'],
    ['Abc1', 'Abc1', 'Invalid password. It should have more than 7 characters'],
    ['abcdefg1', 'abcdefg1', 'Invalid password, at least 1 capital letter expected'],
    ['Abcdefgh', 'Abcdefgh', 'Invalid password, at least 1 numeric value expected'],
    ['Abcdefg1', 'Abcdefg2', 'Both passwords need to be the same'],
    ['Abcdefg1', '', 'Both passwords need to be the same'],
  ])('%j / %j -> %j, nothing sent', async (password, confirm, message) => {
    const { user } = renderAuthPage(<PasswordResetPage />, { path: '/password-reset', search: 'token=t1' });
    if (password) await user.type(screen.getByLabelText(/^New password/), password);
    if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it("sends the link's token and the new password", async () => {
    const { user } = renderAuthPage(<PasswordResetPage />, {
      path: '/password-reset',
      search: 'token=abc%2B1',
    });
    await user.type(screen.getByLabelText(/^New password/), 'Newpass12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.[0]).toBe('/api/remitter/auth/reset-password');
    expect(sentBody()).toEqual({ token: 'abc+1', password: 'Newpass12' });
  });

  it('is disabled offline, with a note', async () => {
    renderAuthPage(<PasswordResetPage />, { path: '/password-reset', search: 'token=t1' });
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to reset your password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});
