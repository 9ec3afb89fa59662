import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

interface OutboxMessage {
  channel: string;
  recipient: string;
  text: string;
}

async function lastMessageTo(sandbox: TestSandbox, recipient: string): Promise<OutboxMessage | undefined> {
  const { messages } = await sandbox.admin<{ messages: OutboxMessage[] }>('/outbox');
  return messages.filter((message) => message.recipient === recipient).at(-1);
}

/** The page's note (a status; the layout has an empty live region of its own) saying `text`. */
async function note(text: string): Promise<HTMLElement> {
  const shown = (await screen.findByText(text)).closest<HTMLElement>('[role="status"]');
  expect(shown).not.toBeNull();
  return shown!;
}

describe('forgot password, then reset, against the sandbox', () => {
  it('sends a reset link by email, the link resets the password, and the new one signs in', async () => {
    const sandbox = startSandbox();
    const first = await renderApp({ url: '/reset-password-link', sandbox });
    await first.user.type(
      await screen.findByRole('textbox', { name: /^Email address/ }),
      'uk.sender@example.com',
    );
    await first.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await note('If an account matches, a password reset link has been sent to it.')).toBeVisible();

    const message = await lastMessageTo(sandbox, 'uk.sender@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(message?.text ?? '')?.[0] ?? 'http://x/');
    expect(link.pathname).toBe('/password-reset');
    first.unmount();

    // The link opens the app afresh.
    const second = await renderApp({ url: `${link.pathname}${link.search}`, sandbox });
    await second.user.type(await screen.findByLabelText(/^New password/), 'Brandnew9');
    await second.user.type(screen.getByLabelText(/^Confirm password/), 'Brandnew9');
    await second.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await note('Your password has been reset. You can now log in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    second.unmount();

    // The new password signs in: the login screen goes on to the code.
    const { user } = await renderApp({ url: '/', sandbox });
    await user.type(await screen.findByLabelText(/^Email address/), 'uk.sender@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Brandnew9');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your login code' }),
    ).toBeInTheDocument();
    expect(sandbox.callsTo('POST /api/remitter/auth/login')).toMatchObject([{ status: 200 }]);
  });

  it('sends the link by SMS when asked by mobile', async () => {
    const { user, sandbox } = await renderApp({ url: '/reset-password-link' });
    await user.click(await screen.findByRole('radio', { name: 'Mobile' }));
    await user.type(await screen.findByRole('textbox', { name: /^Mobile number/ }), '+44 7700 900001');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await note('If an account matches, a password reset link has been sent to it.');
    expect(await lastMessageTo(sandbox, '447700900001')).toMatchObject({
      channel: 'sms',
      text: expect.stringContaining('/password-reset?token='),
    });
  });

  it('says when the link is invalid or expired, with a way to ask for a new one', async () => {
    const { user } = await renderApp({ url: '/password-reset?token=not-a-token' });
    await user.type(await screen.findByLabelText(/^New password/), 'Brandnew9');
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
