import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RemitoneStatus } from '@/api/contract.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { pageCode, renderApp, signIn } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

// The page, and the login screen it sends a signed-out visitor to.
beforeAll(() =>
  pageCode(
    () => import('@/features/account/pages/account-locked-page.tsx'),
    () => import('@/features/auth/pages/login-page.tsx'),
  ),
);

const disclaimers = UI_OPTIONS.disclaimers.awaiting_verification;

/** uk.sender, Amelia, whose transfer ZW10000007 is. */
const EMAIL = 'uk.sender@example.com';

/** The remitone provider's status of the account (sandbox control): the login's and the profile's. */
const setStatus = (sandbox: TestSandbox, status: RemitoneStatus, email = EMAIL) =>
  sandbox.admin('/users/status', { method: 'POST', body: { email, remitone_status: status } });

/**
 * The app at `url`, signed in while the provider said `user`; the provider says `profile` by the
 * time the page loads the profile (the status the login answered and the profile's can differ).
 */
async function openAs({
  user,
  profile = user,
  url = '/account-locked',
}: {
  user: RemitoneStatus;
  profile?: RemitoneStatus;
  url?: string;
}) {
  const sandbox = startSandbox();
  await setStatus(sandbox, user);
  await signIn(sandbox, EMAIL);
  await setStatus(sandbox, profile);
  return renderApp({ url, user: EMAIL, sandbox });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/account-locked, signed in', () => {
  it('greets the user by first name and says the account was upgraded', async () => {
    await renderApp({ url: '/account-locked', user: 'locked@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Oliver' })).toBeInTheDocument();
    expect(screen.getByText('Your account was upgraded successfully')).toBeInTheDocument();
  });

  it.each(['blocked', 'expired'] as const)(
    'shows the UI options disclaimer for status %s',
    async (status) => {
      await openAs({ user: status });
      expect(await screen.findByText(disclaimers[status], {})).toBeInTheDocument();
      for (const other of Object.values(disclaimers).filter((text) => text !== disclaimers[status])) {
        expect(screen.queryByText(other)).toBeNull();
      }
    },
  );

  it('chooses the disclaimer by the profile status first, as the guard does', async () => {
    await openAs({ user: 'blocked', profile: 'expired' });
    expect(await screen.findByText(disclaimers.expired, {})).toBeInTheDocument();
    expect(screen.queryByText(disclaimers.blocked)).toBeNull();
  });

  it('offers exactly the five links of the spec, to their routes', async () => {
    await renderApp({ url: '/account-locked', user: 'locked@example.com' });
    const nav = await screen.findByRole('navigation', { name: 'What you can do' });
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View Profile', '/profile'],
      ['Update Profile', '/profile/update'],
      ['View Transactions', '/transactions'],
      ['Change Password', '/change-password'],
      ['View Beneficiaries', '/beneficiaries'],
    ]);
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('stays while the user is valid but the profile is not', async () => {
    const { location, sandbox } = await openAs({ user: 'valid', profile: 'blocked' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeInTheDocument();
    expect(sandbox.callsTo('GET /api/remitter/profile')).toMatchObject([{ status: 200 }]);
    expect(location()).toBe('/account-locked');
  });

  it('stays while the profile is valid but the user is not', async () => {
    const { location, sandbox } = await openAs({ user: 'expired', profile: 'valid' });
    await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' });
    expect(sandbox.callsTo('GET /api/remitter/profile')).toMatchObject([{ status: 200 }]);
    expect(location()).toBe('/account-locked');
  });

  it('goes back a page once both statuses are valid', async () => {
    // The transfer's page, which the guard sends on to /account-locked: the profile is expired.
    const { location, sandbox } = await openAs({
      user: 'valid',
      profile: 'expired',
      url: '/transactions/ZW10000007',
    });
    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByText(disclaimers.expired, {})).toBeInTheDocument();
    // The provider clears the account; a minute later the app regains focus and reads the profile.
    await setStatus(sandbox, 'valid');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(location()).toBe('/transactions/ZW10000007'));
  });

  it('goes to /send-money when there is no page to go back to', async () => {
    const { location } = await openAs({ user: 'valid' });
    await waitFor(() => expect(location()).toBe('/send-money'));
  });

  it('never goes back to the login page (opening it would log out)', async () => {
    // Signed in on the login screen, which then goes on to the page its link asked for.
    const { user, sandbox, location } = await renderApp({ url: '/?next=%2Faccount-locked' });
    await user.type(await screen.findByLabelText(/^Email address/), EMAIL);
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await waitFor(async () => {
      const sent = await sandbox.admin<{ code?: string }>('/otp?mobile=447700900001');
      if (!sent.code) throw new Error('No code sent yet');
      return sent.code;
    });
    await user.type(await screen.findByLabelText(/^Verification code/), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/send-money'));
  });
});

describe('/account-locked, signed out', () => {
  it('explains the page and links to the login', async () => {
    const { location } = await renderApp({ url: '/account-locked' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Locked' })).toBeInTheDocument();
    expect(screen.getByText(/Log in to see the status of your account/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/']);
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Your account was upgraded successfully')).toBeNull();
    expect(location()).toBe('/account-locked');
  });
});
