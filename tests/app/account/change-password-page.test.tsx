import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import ChangePasswordPage from '@/features/account/pages/change-password-page.tsx';
import {
  callsTo,
  fault,
  goOffline,
  renderPage,
  sandbox,
  signIn,
  signedInStore,
  useSandboxEnv,
} from '../../support/sandbox-env.tsx';

useSandboxEnv();

async function open() {
  const session = await signIn('uk.sender@example.com');
  const view = renderPage(<ChangePasswordPage />, {
    store: signedInStore(session.user),
    path: '/change-password',
    pattern: '/change-password',
  });
  // Password inputs have no role: found by their labels.
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  return {
    ...view,
    field,
    submit: () => view.events.click(screen.getByRole('button', { name: 'Change Password' })),
  };
}

/** Whether the sandbox lets uk.sender sign in with this password. */
async function canSignInWith(password: string): Promise<boolean> {
  const response = await sandbox('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: 'uk.sender@example.com', password }),
  });
  return response.ok;
}

describe('/change-password', () => {
  it('warns to fill the mandatory fields and checks each by the password rules', async () => {
    const { field, submit, events } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    expect(
      screen.getByText('Please fill in all mandatory fields marked with an asterisk (*).'),
    ).toBeVisible();

    await submit();
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);

    await events.type(field('Current password'), 'Sandbox1');
    await events.type(field('New password'), 'Short1');
    await submit();
    expect(await screen.findByText('Invalid password. It should have more than 7 characters')).toBeVisible();
    await events.clear(field('New password'));
    await events.type(field('New password'), 'lowercase1');
    await submit();
    expect(await screen.findByText('Invalid password, at least 1 capital letter expected')).toBeVisible();
    await events.clear(field('New password'));
    await events.type(field('New password'), 'NoDigitsHere');
    await submit();
    expect(await screen.findByText('Invalid password, at least 1 numeric value expected')).toBeVisible();
    await events.clear(field('New password'));
    await events.type(field('New password'), 'Changed22');
    await events.type(field('Confirm new password'), 'Changed23');
    await submit();
    expect(await screen.findByText('Both passwords need to be the same')).toBeVisible();
    expect(callsTo('/remitter/auth/change-password')).toHaveLength(0);
  });

  it("shows the server's message for a wrong current password on that field", async () => {
    const { field, submit, events } = await open();
    await events.type(field('Current password'), 'NotMine1');
    await events.type(field('New password'), 'Changed22');
    await events.type(field('Confirm new password'), 'Changed22');
    await submit();
    expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
    // The field ties its message to the input in the render after the message appears: wait for it.
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleErrorMessage('The current password is incorrect.'),
    );
    expect(screen.queryByText('Password Changed Successfully')).toBeNull();
    expect(await canSignInWith('Sandbox1')).toBe(true);
  });

  it("says 'Password Changed Successfully', empties the form, and the new password signs in", async () => {
    const { field, submit, events } = await open();
    await events.type(field('Current password'), 'Sandbox1');
    await events.type(field('New password'), 'Changed22');
    await events.type(field('Confirm new password'), 'Changed22');
    await submit();
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Password Changed Successfully');
    await waitFor(() => expect(done).toHaveFocus());
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(JSON.parse(String(callsTo('/remitter/auth/change-password', 'POST')[0]!.body))).toEqual({
      current_password: 'Sandbox1',
      new_password: 'Changed22',
    });
    expect(await canSignInWith('Changed22')).toBe(true);
    expect(await canSignInWith('Sandbox1')).toBe(false);
  });

  it('shows a failure without a text in the banner and keeps what was typed', async () => {
    await fault({ method: 'POST', path: '/api/remitter/auth/change-password', status: 502, times: 1 });
    const { field, submit, events } = await open();
    await events.type(field('Current password'), 'Sandbox1');
    await events.type(field('New password'), 'Changed22');
    await events.type(field('Confirm new password'), 'Changed22');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An Error occured. Please try again!');
    expect(field('New password')).toHaveValue('Changed22');
  });

  it('waits for the network', async () => {
    await open();
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to change your password.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });
});
