import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { goOffline } from '../../support/browser.ts';
import { DEMO_PASSWORD, renderApp } from '../../support/render-app.tsx';
import { UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const CHANGE = 'POST /api/remitter/auth/change-password';

/** uk.sender's /change-password against `sandbox` (a fresh strict one unless given). */
async function open(sandbox: TestSandbox = startSandbox()) {
  const app = await renderApp({ url: '/change-password', user: UK_SENDER, sandbox });
  // Password inputs have no role: found by their labels.
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  return {
    ...app,
    field,
    submit: () => app.user.click(screen.getByRole('button', { name: 'Change Password' })),
  };
}

/** Whether uk.sender can sign in with this password (on another device: not one of the app's calls). */
async function canSignInWith(sandbox: TestSandbox, password: string): Promise<boolean> {
  const response = await sandbox.sandbox.app.request('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email: UK_SENDER, password }),
  });
  return response.ok;
}

describe('/change-password', () => {
  it('warns to fill the mandatory fields and checks each by the password rules', async () => {
    const { field, submit, user, sandbox } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    expect(
      screen.getByText('Please fill in all mandatory fields marked with an asterisk (*).'),
    ).toBeVisible();

    await submit();
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);

    await user.type(field('Current password'), DEMO_PASSWORD);
    await user.type(field('New password'), 'Short1');
    await submit();
    expect(await screen.findByText('Invalid password. It should have more than 7 characters')).toBeVisible();
    await user.clear(field('New password'));
    await user.type(field('New password'), 'lowercase1');
    await submit();
    expect(await screen.findByText('Invalid password, at least 1 capital letter expected')).toBeVisible();
    await user.clear(field('New password'));
    await user.type(field('New password'), 'NoDigitsHere');
    await submit();
    expect(await screen.findByText('Invalid password, at least 1 numeric value expected')).toBeVisible();
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Changed22');
    await user.type(field('Confirm new password'), 'Changed23');
    await submit();
    expect(await screen.findByText('Both passwords need to be the same')).toBeVisible();
    expect(sandbox.callsTo(CHANGE)).toHaveLength(0);
  });

  it("shows the server's message for a wrong current password on that field", async () => {
    const { field, submit, user, sandbox } = await open();
    await user.type(field('Current password'), 'NotMine1');
    await user.type(field('New password'), 'Changed22');
    await user.type(field('Confirm new password'), 'Changed22');
    await submit();
    expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
    // The field ties its message to the input in the render after the message appears: wait for it.
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleErrorMessage('The current password is incorrect.'),
    );
    expect(screen.queryByText('Password Changed Successfully')).toBeNull();
    expect(await canSignInWith(sandbox, DEMO_PASSWORD)).toBe(true);
  });

  it("says 'Password Changed Successfully', empties the form, and the new password signs in", async () => {
    const { field, submit, user, sandbox } = await open();
    await user.type(field('Current password'), DEMO_PASSWORD);
    await user.type(field('New password'), 'Changed22');
    await user.type(field('Confirm new password'), 'Changed22');
    await submit();
    // The page's own status (the layout's offline banner, outside the main area, is one too).
    const done = await within(screen.getByRole('main')).findByRole('status');
    expect(done).toHaveTextContent('Password Changed Successfully');
    await waitFor(() => expect(done).toHaveFocus());
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(sandbox.callsTo(CHANGE).map((call) => call.body)).toEqual([
      { current_password: DEMO_PASSWORD, new_password: 'Changed22' },
    ]);
    expect(await canSignInWith(sandbox, 'Changed22')).toBe(true);
    expect(await canSignInWith(sandbox, DEMO_PASSWORD)).toBe(false);
  });

  it('shows a failure without a text in the banner and keeps what was typed', async () => {
    const sandbox = startSandbox({
      faults: [{ method: 'POST', path: '/api/remitter/auth/change-password', status: 502, times: 1 }],
    });
    const { field, submit, user } = await open(sandbox);
    await user.type(field('Current password'), DEMO_PASSWORD);
    await user.type(field('New password'), 'Changed22');
    await user.type(field('Confirm new password'), 'Changed22');
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
