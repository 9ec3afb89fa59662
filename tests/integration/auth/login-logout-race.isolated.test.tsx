import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import { logout } from '@/features/auth/logout.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { clearAccessToken, readAccessToken } from '@/lib/access-cookie.ts';
import { currentLocation, renderAuthPage, useSandbox } from '../../support/render-auth-page.tsx';

vi.mock('@/features/auth/logout.ts', () => ({ logout: vi.fn() }));

const { codeFor } = useSandbox();

describe('the logout that opening the login page performs', () => {
  it('never wipes the session the page creates, however slow it is', async () => {
    const store = createStore();
    let finishLogout = () => {};
    // A slow logout that, when it finally runs, clears what a logout clears.
    vi.mocked(logout).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishLogout = () => {
            clearAccessToken();
            store.set(sessionUserAtom, null);
            store.set(hasTokenAtom, false);
            resolve();
          };
        }),
    );
    const { user, location } = renderAuthPage(<LoginPage />, { store, search: 'next=%2Fbeneficiaries' });
    expect(logout).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText(/^Email address/), 'uk.sender@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await codeFor('447700900001');
    await user.type(await screen.findByLabelText(/^Verification code/), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readAccessToken()).toBeNull();
    expect(currentLocation(location)).toBe('/?next=%2Fbeneficiaries');
    const verifyButton = screen
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit');
    expect(verifyButton).toBeDisabled();

    finishLogout();
    await waitFor(() => expect(currentLocation(location)).toBe('/beneficiaries'));
    expect(readAccessToken()).toEqual(expect.any(String));
    expect(store.get(sessionUserAtom)).toMatchObject({ email: 'uk.sender@example.com' });
    expect(store.get(hasTokenAtom)).toBe(true);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
