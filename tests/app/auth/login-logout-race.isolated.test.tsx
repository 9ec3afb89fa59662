import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { logout } from '@/features/auth/logout.ts';
import type * as LogoutModule from '@/features/auth/logout.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

// The app's own logout, which a test may slow down.
vi.mock('@/features/auth/logout.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof LogoutModule>();
  return { logout: vi.fn(actual.logout) };
});

const VERIFY = 'POST /api/otp/verify';

// The page the sign-in goes on to.
beforeAll(() => pageCode(() => import('@/features/beneficiaries/pages/beneficiaries-page.tsx')));

/** The app's own logout, as the module has it. */
const realLogout = async () =>
  (await vi.importActual<typeof LogoutModule>('@/features/auth/logout.ts')).logout;

// What follows the test (the setup's logout) runs the app's logout at once again.
afterEach(async () => {
  vi.mocked(logout).mockImplementation(await realLogout());
});

describe('the logout that opening the login page performs', () => {
  it('never wipes the session the page creates, however slow it is', async () => {
    const sandbox = startSandbox({ strict: false });
    const actualLogout = await realLogout();
    let finishLogout = () => {};
    // A slow logout: the app's own, once the test lets it run.
    vi.mocked(logout).mockImplementation(
      (...args) =>
        new Promise<void>((resolve) => {
          finishLogout = () => void actualLogout(...args).then(resolve);
        }),
    );
    const { user, location } = await renderApp({ url: '/?next=%2Fbeneficiaries', sandbox });
    expect(logout).toHaveBeenCalledTimes(1);

    await user.type(await screen.findByLabelText(/^Email address/), 'uk.sender@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const code = await waitFor(async () => {
      const sent = await sandbox.admin<{ code?: string }>('/otp?mobile=447700900001');
      if (!sent.code) throw new Error('No code sent yet');
      return sent.code;
    });
    await user.type(await screen.findByLabelText(/^Verification code/), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // The code is verified (the page has the sandbox's answer), and what follows has run: the
    // sign-in now waits for the logout.
    await waitFor(() => expect(sandbox.callsTo(VERIFY)[0]?.read).toBe(true));
    await act(async () => {});
    expect(readAccessToken()).toBeNull();
    expect(location()).toBe('/?next=%2Fbeneficiaries');
    const verifyButton = screen
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit');
    expect(verifyButton).toBeDisabled();

    act(() => finishLogout());
    // Signed in after all: on the page asked for, uk.sender's beneficiaries, with the token.
    await waitFor(() => expect(location()).toBe('/beneficiaries'));
    expect(readAccessToken()).toEqual(expect.any(String));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeVisible();
    await waitFor(() =>
      expect(sandbox.callsTo('GET /api/remitter/beneficiaries')).toMatchObject([{ status: 200 }]),
    );
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
