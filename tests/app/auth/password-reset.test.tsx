import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import ResetPasswordLinkPage from '@/features/auth/pages/reset-password-link-page.tsx';
import PasswordResetPage from '@/features/auth/pages/password-reset-page.tsx';
import { api } from '@/lib/http.ts';
import { renderAuthPage, useSandbox } from './render-auth-page.tsx';

const { admin } = useSandbox();

interface OutboxMessage {
  channel: string;
  recipient: string;
  text: string;
}

async function lastMessageTo(recipient: string): Promise<OutboxMessage | undefined> {
  const { messages } = await admin<{ messages: OutboxMessage[] }>('/outbox');
  return messages.filter((message) => message.recipient === recipient).at(-1);
}

describe('forgot password, then reset, against the sandbox', () => {
  it('sends a reset link by email, the link resets the password, and the new one signs in', async () => {
    const first = renderAuthPage(<ResetPasswordLinkPage />, { path: '/reset-password-link' });
    await first.user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'uk.sender@example.com');
    await first.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account matches, a password reset link has been sent to it.',
    );

    const message = await lastMessageTo('uk.sender@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(message?.text ?? '')?.[0] ?? 'http://x/');
    expect(link.pathname).toBe('/password-reset');
    first.unmount();

    const { user } = renderAuthPage(<PasswordResetPage />, {
      path: link.pathname,
      search: link.search.slice(1),
    });
    await user.type(screen.getByLabelText(/^New password/), 'Brandnew9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Brandnew9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. You can now log in.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');

    await expect(
      api.call('portal', 'POST /remitter/auth/login', {
        body: { type: 'email', email: 'uk.sender@example.com', password: 'Brandnew9' },
      }),
    ).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it('sends the link by SMS when asked by mobile', async () => {
    const { user } = renderAuthPage(<ResetPasswordLinkPage />, { path: '/reset-password-link' });
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(await screen.findByRole('textbox', { name: /^Mobile number/ }), '+44 7700 900001');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    expect(await lastMessageTo('447700900001')).toMatchObject({
      channel: 'sms',
      text: expect.stringContaining('/password-reset?token='),
    });
  });

  it('says when the link is invalid or expired, with a way to ask for a new one', async () => {
    const { user } = renderAuthPage(<PasswordResetPage />, {
      path: '/password-reset',
      search: 'token=not-a-token',
    });
    await user.type(screen.getByLabelText(/^New password/), 'Brandnew9');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Brandnew9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password-link',
    );
  });
});
