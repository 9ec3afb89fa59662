import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RemitoneStatus } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import type { UserEvent } from '@testing-library/user-event';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

// The pages and the code dialog these tests open.
beforeAll(() =>
  pageCode(
    () => import('@/features/profile/pages/profile-update-page.tsx'),
    () => import('@/features/profile/components/code-dialog.tsx'),
    () => import('@/features/profile/pages/profile-page.tsx'),
  ),
);

const UPDATE = 'POST /api/remitter/profile/update';

/** /profile/update as the demo account, once its form is filled in from the profile. */
async function openUpdate(email = 'uk.sender@example.com', sandbox: TestSandbox = startSandbox()) {
  const view = await renderApp({ url: '/profile/update', user: email, sandbox });
  expect(await screen.findByRole('heading', { level: 1, name: 'Update Profile' })).toBeVisible();
  await screen.findByRole('button', { name: 'Update' });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function replace(user: UserEvent, label: RegExp, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** The remitone provider blocking (or clearing) an account (sandbox control). */
async function setRemitoneStatus(sandbox: TestSandbox, email: string, status: RemitoneStatus) {
  await sandbox.admin('/users/status', { method: 'POST', body: { email, remitone_status: status } });
}

/** What the Contact Information tab of /profile shows for `label`. */
async function contactShown(user: UserEvent, label: string): Promise<string | null> {
  await user.click(await screen.findByRole('tab', { name: 'Contact Information' }));
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

/** A new email asks for the code sent to it; Cancel there keeps the form as it was and sends nothing. */
async function cancelledEmailCode(user: UserEvent) {
  await replace(user, /^Email/, 'amelia.new@example.com');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your new email address' });
  await within(dialog).findByText(/We sent a code to amelia.new@example.com/);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(field(/^Email/)).toHaveValue('amelia.new@example.com');
  expect(appStore.get(sessionUserAtom)?.email).toBe('uk.sender@example.com');
}

describe('/profile/update, against the strict sandbox', () => {
  it('starts from the profile; Cancel in the code dialog of a new email keeps the form as it was and sends nothing; then checks every field by its rule and says why in the spec words', async () => {
    const { user } = await openUpdate();
    expect(field(/^First name/)).toHaveValue('Amelia');
    expect(field(/^Mobile/)).toHaveValue('7700900001');
    expect(field(/^Post code/)).toHaveValue('SW1A 1AA');
    expect(field(/^ID type/)).toHaveValue('Passport');
    await cancelledEmailCode(user);

    await replace(user, /^First name/, 'Am3lia');
    await replace(user, /^Last name/, '');
    await replace(user, /^Mobile/, '07700900001');
    await replace(user, /^Date of birth/, '2010-01-01');
    await replace(user, /^City/, '');
    await replace(user, /^ID expiry date/, '2025-01-01');
    await user.selectOptions(field(/^ID type/), '');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    for (const message of [
      'First name does not allow numeric values or special characters',
      'Last name is required',
      'Phone number should have numbers only and does not accept spaces. Should not start with a zero',
      'You must be 18 or older',
      'City is required',
      'Expiry date should be greater than today',
      'ID required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    await replace(user, /^Mobile/, '77009000');
    expect(await screen.findByText('Invalid mobile number')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before sending; No sends nothing, Proceed saves, and /profile shows the change with its banner', async () => {
    const { user, location, sandbox } = await openUpdate();
    await replace(user, /^City/, 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Are you sure you want proceed?' });
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(/^City/)).toHaveValue('Leeds');
    expect(sandbox.callsTo(UPDATE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByText('Your profile has been updated.', undefined)).toBeVisible();
    // The profile was loaded again: the city shown is the new one.
    expect(sandbox.callsTo(UPDATE)).toHaveLength(1);
    expect(await contactShown(user, 'City')).toBe('Leeds');
  });

  it('a new mobile number is confirmed with the code sent to it before the update; the user follows', async () => {
    const { user, location, sandbox } = await openUpdate();
    await replace(user, /^Mobile/, '7700900111');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new mobile number' });
    await within(dialog).findByText(/We sent a code to \+447700900111/);

    await user.type(within(dialog).getByLabelText(/Verification code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('The code is wrong or has expired.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByText('A new code has been sent.')).toBeVisible();
    await user.type(
      within(dialog).getByLabelText(/Verification code/),
      (await sandbox.admin<{ code: string }>('/otp?mobile=447700900111')).code,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(location()).toBe('/profile'));
    expect(appStore.get(sessionUserAtom)?.mobile).toBe('447700900111');
  });

  it("the server's errors show on their fields and in a banner for 15 seconds; what was typed stays", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { user, sandbox } = await openUpdate();
    sandbox.fault({
      method: 'POST',
      path: '/api/remitter/profile/update',
      status: 422,
      body: { status: 'FAIL', result: { errors: [{ field: 'city', error: 'We do not serve this city.' }] } },
      times: 1,
    });
    await replace(user, /^City/, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
    const banner = await screen.findByRole('alert', {});
    expect(banner).toHaveTextContent('We do not serve this city.');
    // The banner and the City field's own message (the field's may render a moment after).
    await waitFor(() => expect(screen.getAllByText('We do not serve this city.')).toHaveLength(2));
    expect(field(/^City/)).toHaveValue('Atlantis');
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(screen.getByRole('alert')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the upload in per cent, which Cancel stops with every field kept', async () => {
    const { user, sandbox } = await openUpdate();
    sandbox.fault({ method: 'POST', path: '/api/remitter/profile/update', delayMs: 3_000, times: 1 });
    await replace(user, /^City/, 'York');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Proceed' }));
    const bar = await screen.findByRole('progressbar', { name: 'Saving your profile' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Saving your profile: sent, waiting for the answer...')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The update was cancelled. Your changes and files are still here.'),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(field(/^City/)).toHaveValue('York');
  });

  it('a locked lite sender is not sent to the upgrade (closed to a locked account)', async () => {
    const sandbox = startSandbox();
    await setRemitoneStatus(sandbox, 'uk.new@example.com', 'expired');
    await openUpdate('uk.new@example.com', sandbox);
    expect(screen.getByText(/^Your account is Lite: your ID is added when you upgrade it\.$/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade your account' })).toBeNull();
  });

  it('a lite sender gives no ID here, and the phone may have 9 to 10 digits in the UK', async () => {
    const { user } = await openUpdate('uk.new@example.com');
    expect(screen.queryByLabelText(/^ID type/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade your account' })).toHaveAttribute(
      'href',
      '/upgrade-limited',
    );
    await replace(user, /^Mobile/, '77009000031');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Invalid mobile number')).toBeVisible();
    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByText('Nationality required')).toBeVisible();
    expect(screen.getByText('Date of birth is required')).toBeVisible();
  });
});
