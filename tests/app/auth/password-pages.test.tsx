import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { goOffline } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';

/** What the password pages sent: their calls to the auth API, as the sandbox received them. */
const sent = (sandbox: TestSandbox) =>
  sandbox.calls.filter((made) => made.url.pathname.startsWith('/api/remitter/auth/'));

/** Presses Send reset link and reads `message`; nothing is sent. */
async function refused(user: UserEvent, sandbox: TestSandbox, message: string) {
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(sent(sandbox)).toEqual([]);
}

describe('forgot password (spec §5: valid email or mobile required)', () => {
  it.each([
    [
      'Email',
      'Email address is required',
      'someone',
      'Invalid email address',
      'uk.sender@example.com',
      { type: 'email', email: 'uk.sender@example.com' },
    ],
    [
      'Mobile',
      'Mobile number is required',
      '0770090',
      'Invalid mobile number',
      '+44 7700 900001',
      { type: 'mobile', mobile: '+447700900001' },
    ],
  ])(
    '%s: empty -> %j, %j -> %j, nothing sent; then sends %j as %j',
    async (choice, emptyMessage, invalid, invalidMessage, typed, body) => {
      const { user, sandbox } = await renderApp({ url: '/reset-password-link' });
      await user.click(await screen.findByRole('radio', { name: choice }));
      const name = choice === 'Email' ? /^Email address/ : /^Mobile number/;
      await refused(user, sandbox, emptyMessage);

      const input = await screen.findByRole('textbox', { name });
      await user.type(input, invalid);
      await refused(user, sandbox, invalidMessage);

      await user.clear(input);
      await user.type(input, typed);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      await waitFor(() => expect(sent(sandbox)).toHaveLength(1));
      expect(sent(sandbox)[0]).toMatchObject({ call: 'POST /api/remitter/auth/forgot-password', body });
    },
  );

  it('is disabled offline, with a note', async () => {
    await renderApp({ url: '/reset-password-link' });
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to request a reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  });
});

/** Each rule of the new password, by a pair that breaks it (the two with the same message apart). */
const RESET_RULES = [
  ['', '', 'Password is required'],
  ['Abcdefg1', '', 'Both passwords need to be the same'],
  ['Abc1', 'Abc1', 'Invalid password. It should have more than 7 characters'],
  ['abcdefg1', 'abcdefg1', 'Invalid password, at least 1 capital letter expected'],
  ['Abcdefgh', 'Abcdefgh', 'Invalid password, at least 1 numeric value expected'],
  ['Abcdefg1', 'Abcdefg2', 'Both passwords need to be the same'],
] as const;

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

  it(`${RESET_RULES.map(([password, confirm, message]) => `${JSON.stringify(password)} / ${JSON.stringify(confirm)} -> ${JSON.stringify(message)}`).join(', ')}, nothing sent; then offline the button is disabled, with a note`, async () => {
    const { user, sandbox } = await renderApp({ url: '/password-reset?token=t1' });
    const newPassword = await screen.findByLabelText(/^New password/);
    const confirmPassword = screen.getByLabelText(/^Confirm password/);
    // Each pair is typed over the last. No message may show before its case, so that what shows
    // after is the case's own.
    for (const [password, confirm, message] of RESET_RULES) {
      expect(screen.queryByText(message)).toBeNull();
      await user.clear(newPassword);
      if (password) await user.type(newPassword, password);
      await user.clear(confirmPassword);
      if (confirm) await user.type(confirmPassword, confirm);
      await user.click(screen.getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sent(sandbox)).toEqual([]);
    }

    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to reset your password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
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
});
