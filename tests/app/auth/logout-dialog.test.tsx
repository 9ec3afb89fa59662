import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from '@/app/theme.ts';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { LogoutDialog } from '@/features/auth/components/logout-dialog.tsx';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';

// The login screen a logout goes to.
beforeAll(() => pageCode(() => import('@/features/auth/pages/login-page.tsx')));

const EMAIL = 'uk.sender@example.com';

const question = (name: string) => screen.findByRole('alertdialog', { name });

/** The app at `url`, signed in, its header's menu opened, and the button `name` in it pressed. */
async function pressInMenu(url: string, name: 'Logout' | 'Exit') {
  const app = await renderApp({ url, user: EMAIL });
  await app.user.click(await screen.findByRole('button', { name: 'Menu' }));
  await app.user.click(await screen.findByRole('button', { name }));
  return app;
}

/** One component alone (no page, no backend). */
const renderAlone = (ui: ReactNode) => render(<ChakraProvider value={appSystem()}>{ui}</ChakraProvider>);

describe('LogoutButton', () => {
  it('asks "Are you sure you want to logout?" in the signed-in layout; Yes logs out and goes to /', async () => {
    const { user, location } = await pressInMenu('/transactions', 'Logout');
    // The transactions page cached its rows.
    await waitFor(async () => expect(await db.meta.count()).toBeGreaterThan(0));
    await question('Are you sure you want to logout?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(readAccessToken()).toBeNull();
    // Signed out: the login screen, and nothing of the session cached.
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await db.meta.count()).toBe(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('No closes the dialog and keeps the user signed in, on the same page', async () => {
    const { user, location } = await pressInMenu('/transactions', 'Logout');
    const token = readAccessToken();
    await question('Are you sure you want to logout?');
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/transactions');
    expect(readAccessToken()).toBe(token);
    expect(token).toEqual(expect.any(String));
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  });

  it('asks "Are you sure you want to exit?" in the logged-out layout', async () => {
    // A sign-in page, signed in: the public layout's header, whose button ends the session.
    const { user, location } = await pressInMenu('/reset-password-link', 'Exit');
    await question('Are you sure you want to exit?');
    expect(screen.queryByText('Are you sure you want to logout?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('takes another label', () => {
    renderAlone(<LogoutButton>Sign out</LogoutButton>);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('LogoutDialog', () => {
  it('shows nothing while closed', () => {
    renderAlone(<LogoutDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape answers No', async () => {
    const { user, location } = await pressInMenu('/profile', 'Logout');
    const token = readAccessToken();
    await question('Are you sure you want to logout?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/profile');
    expect(readAccessToken()).toBe(token);
    expect(token).toEqual(expect.any(String));
  });
});
