import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { LogoutDialog } from '@/features/auth/components/logout-dialog.tsx';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { appStore } from '@/lib/store.ts';
import { renderWithApp, resetApp, signIn } from '../../support/render-with-app.tsx';

const question = (name: string) => vi.waitFor(() => screen.getByRole('alertdialog', { name }));

beforeEach(resetApp);
afterEach(async () => {
  resetApp();
  await db.wipe();
});

describe('LogoutButton', () => {
  it('asks "Are you sure you want to logout?" in the signed-in layout; Yes logs out and goes to /', async () => {
    signIn();
    await db.meta.put({ key: 'beneficiaries:R1', lastUpdated: 1 });
    const { location } = renderWithApp(<LogoutButton />, '/transactions');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await question('Are you sure you want to logout?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(readAccessToken()).toBeNull();
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(await db.meta.count()).toBe(0);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('No closes the dialog and keeps the user signed in, on the same page', async () => {
    signIn();
    const { location } = renderWithApp(<LogoutButton />, '/transactions');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await question('Are you sure you want to logout?');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/transactions');
    expect(readAccessToken()).toBe('token-1');
    expect(appStore.get(sessionUserAtom)).not.toBeNull();
  });

  it('asks "Are you sure you want to exit?" in the logged-out layout', async () => {
    const { location } = renderWithApp(<LogoutButton layout="signed-out" />, '/delete-account');
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await question('Are you sure you want to exit?');
    expect(screen.queryByText('Are you sure you want to logout?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(location()).toBe('/'));
  });

  it('takes another label', () => {
    renderWithApp(<LogoutButton>Sign out</LogoutButton>);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('LogoutDialog', () => {
  it('shows nothing while closed', () => {
    renderWithApp(<LogoutDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape answers No', async () => {
    signIn();
    const onClose = vi.fn();
    renderWithApp(<LogoutDialog open onClose={onClose} />, '/profile');
    const dialog = await question('Are you sure you want to logout?');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(readAccessToken()).toBe('token-1');
  });
});
