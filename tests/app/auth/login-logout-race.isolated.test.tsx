import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import { logout } from '@/features/auth/logout.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { clearAccessToken, readAccessToken } from '@/lib/access-cookie.ts';
import { currentLocation, renderAuthPage } from './render-auth-page.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

vi.mock('@/features/auth/logout.ts', () => ({ logout: vi.fn() }));

const VERIFY = 'POST /api/otp/verify';

// The logout is a stand-in here: the cookie the sign-in set goes as a logout would take it.
afterEach(() => clearAccessToken());

describe('the logout that opening the login page performs', () => {
  it('never wipes the session the page creates, however slow it is', async () => {
    const sandbox = startSandbox({ strict: false });
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
    const code = await vi.waitFor(async () => {
      const sent = await sandbox.admin<{ code: string }>('/otp?mobile=447700900001');
      return sent.code;
    });
    await user.type(await screen.findByLabelText(/^Verification code/), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // The code is verified (the page has the sandbox's answer), and what follows has run: the
    // sign-in now waits for the logout.
    await waitFor(() => expect(sandbox.callsTo(VERIFY)[0]?.read).toBe(true));
    await act(async () => {});
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
