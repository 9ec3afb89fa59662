import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import AccountLockedPage from '@/features/account/pages/account-locked-page.tsx';
import { profileRemitoneStatusAtom } from '@/lib/session/user.ts';
import { recordLocation } from '@/features/auth/session/navigation-trail.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { db } from '@/lib/db.ts';
import { appStore } from '@/lib/store.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { renderWithApp, resetApp, signIn, testUser } from '../../support/render-with-app.tsx';

const disclaimers = UI_OPTIONS.disclaimers.awaiting_verification;

function renderPage() {
  return renderWithApp(<AccountLockedPage />, '/account-locked');
}

beforeEach(() => {
  resetApp();
  resetUiOptionsLoad();
  // The UI options come from the real client and the in-process sandbox.
  vi.stubGlobal('fetch', sandboxFetch().fetch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetApp();
  await db.wipe();
});

describe('/account-locked, signed in', () => {
  it('greets the user by first name and says the account was upgraded', async () => {
    signIn(testUser({ first_name: 'Rudo', remitone_status: 'blocked' }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello Rudo' })).toBeInTheDocument();
    expect(screen.getByText('Your account was upgraded successfully')).toBeInTheDocument();
  });

  it.each(['blocked', 'expired'] as const)(
    'shows the UI options disclaimer for status %s',
    async (status) => {
      signIn(testUser({ remitone_status: status }));
      renderPage();
      expect(await screen.findByText(disclaimers[status])).toBeInTheDocument();
      for (const other of Object.values(disclaimers).filter((text) => text !== disclaimers[status])) {
        expect(screen.queryByText(other)).toBeNull();
      }
    },
  );

  it('chooses the disclaimer by the profile status first, as the guard does', async () => {
    signIn(testUser({ remitone_status: 'blocked' }));
    appStore.set(profileRemitoneStatusAtom, 'expired');
    renderPage();
    expect(await screen.findByText(disclaimers.expired)).toBeInTheDocument();
  });

  it('offers exactly the five links of the spec, to their routes', () => {
    signIn(testUser({ remitone_status: 'blocked' }));
    renderPage();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View Profile', '/profile'],
      ['Update Profile', '/profile/update'],
      ['View Transactions', '/transactions'],
      ['Change Password', '/change-password'],
      ['View Beneficiaries', '/beneficiaries'],
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'What you can do' })).getAllByRole('link'),
    ).toHaveLength(5);
  });

  it('stays while the user is valid but the profile is not', () => {
    signIn(testUser({ remitone_status: 'valid' }));
    appStore.set(profileRemitoneStatusAtom, 'blocked');
    const { location } = renderPage();
    expect(location()).toBe('/account-locked');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello Tariro' })).toBeInTheDocument();
  });

  it('stays while the profile is valid but the user is not', () => {
    signIn(testUser({ remitone_status: 'expired' }));
    appStore.set(profileRemitoneStatusAtom, 'valid');
    const { location } = renderPage();
    expect(location()).toBe('/account-locked');
  });

  it('goes back a page once both statuses are valid', async () => {
    recordLocation('/transactions/TR123');
    recordLocation('/account-locked');
    signIn(testUser({ remitone_status: 'valid' }));
    appStore.set(profileRemitoneStatusAtom, 'expired');
    const { location } = renderPage();
    expect(location()).toBe('/account-locked');
    act(() => appStore.set(profileRemitoneStatusAtom, 'valid'));
    await vi.waitFor(() => expect(location()).toBe('/transactions/TR123'));
  });

  it('goes to /send-money when there is no page to go back to', async () => {
    signIn(testUser({ remitone_status: 'valid' }));
    appStore.set(profileRemitoneStatusAtom, 'valid');
    const { location } = renderPage();
    await vi.waitFor(() => expect(location()).toBe('/send-money'));
  });

  it('never goes back to the login page (opening it would log out)', async () => {
    recordLocation('/');
    recordLocation('/account-locked');
    signIn(testUser({ remitone_status: 'valid' }));
    const { location } = renderPage();
    await vi.waitFor(() => expect(location()).toBe('/send-money'));
  });
});

describe('/account-locked, signed out', () => {
  it('explains the page and links to the login', () => {
    const { location } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Locked' })).toBeInTheDocument();
    expect(screen.getByText(/Log in to see the status of your account/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Your account was upgraded successfully')).toBeNull();
    expect(location()).toBe('/account-locked');
  });
});
