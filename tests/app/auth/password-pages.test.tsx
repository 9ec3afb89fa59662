import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { goOffline } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';

/** What the password pages sent: their calls to the auth API, as the sandbox received them. */
const sent = (sandbox: TestSandbox) =>
  sandbox.calls.filter((made) => made.url.pathname.startsWith('/api/remitter/auth/'));

describe('forgot password (spec §5: valid email or mobile required)', () => {
  it.each([
    ['Email', '', 'Email address is required'],
    ['Email', 'someone', 'Invalid email address'],
    ['Mobile', '', 'Mobile number is required'],
    ['Mobile', '0770090', 'Invalid mobile number'],
  ])('%s %j -> %j, nothing sent', async (choice, typed, message) => {
    const { user, sandbox } = await renderApp({ url: '/reset-password-link' });
    await user.click(await screen.findByRole('radio', { name: choice }));
    const name = choice === 'Email' ? /^Email address/ : /^Mobile number/;
    if (typed) await user.type(await screen.findByRole('textbox', { name }), typed);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent(sandbox)).toEqual([]);
  });

  it.each([
    ['Email', 'uk.sender@example.com', { type: 'email', email: 'uk.sender@example.com' }],
    ['Mobile', '+44 7700 900001', { type: 'mobile', mobile: '+447700900001' }],
  ])('sends %s %j as %j', async (choice, typed, body) => {
    const { user, sandbox } = await renderApp({ url: '/reset-password-link' });
    await user.click(await screen.findByRole('radio', { name: choice }));
    const name = choice === 'Email' ? /^Email address/ : /^Mobile number/;
    await user.type(await screen.findByRole('textbox', { name }), typed);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(sent(sandbox)).toHaveLength(1));
    expect(sent(sandbox)[0]).toMatchObject({ call: 'POST /api/remitter/auth/forgot-password', body });
  });

  it('is disabled offline, with a note', async () => {
    await renderApp({ url: '/reset-password-link' });
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to request a reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  });
});

describe('password reset', () => {
  it('explains that a link without a token is invalid and offers a new one', async () => {
    await renderApp({ url: '/password-reset' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or incomplete.',
    );
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
    const { user, sandbox } = await renderApp({ url: '/password-reset?token=t1' });
    const newPassword = await screen.findByLabelText(/^New password/);
    if (password) await user.type(newPassword, password);
    if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent(sandbox)).toEqual([]);
  });

  it("sends the link's token and the new password", async () => {
    const { user, sandbox } = await renderApp({ url: '/password-reset?token=abc%2B1' });
    await user.type(await screen.findByLabelText(/^New password/), 'Newpass12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Newpass12');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(sent(sandbox)).toHaveLength(1));
    expect(sent(sandbox)[0]).toMatchObject({
      call: 'POST /api/remitter/auth/reset-password',
      body: { token: 'abc+1', password: 'Newpass12' },
    });
  });

  it('is disabled offline, with a note', async () => {
    await renderApp({ url: '/password-reset?token=t1' });
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to reset your password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});
