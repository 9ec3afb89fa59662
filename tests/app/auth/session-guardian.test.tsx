import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { locationBefore } from '@/features/auth/session/navigation-trail.ts';
import { SESSION_USER_KEY } from '@/lib/session/user.ts';
import {
  SESSION_CHANNEL,
  onSessionMessage,
  type SessionMessage,
} from '@/features/auth/session/session-channel.ts';
import { ApiError } from '@/lib/api-error.ts';
import { readAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { api } from '@/lib/http.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';

// The login screen a sign-out goes to.
beforeAll(() => pageCode(() => import('@/features/auth/pages/login-page.tsx')));

const EMAIL = 'uk.sender@example.com';

/** The app at `url`, signed in as uk.sender. */
const openSignedIn = (url: string) => renderApp({ url, user: EMAIL });

/** Signed out: the login screen shows, and the cookie is gone. */
async function signedOut(): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(readAccessToken()).toBeNull();
}

/**
 * Posts as another tab would, and waits until this tab's channel has delivered it: to a listener
 * of this tab's added now, so after the guardian's own (added when it mounted) has run.
 */
async function tellFromAnotherTab(message: SessionMessage): Promise<void> {
  const other = new BroadcastChannel(SESSION_CHANNEL);
  const delivered = new Promise<void>((resolve) => {
    const stop = onSessionMessage(() => {
      stop();
      resolve();
    });
  });
  other.postMessage(message);
  await act(() => delivered);
  other.close();
}

describe('SessionGuardian: a 401 from any call', () => {
  it('logs out and goes to / (no ?next=), while the caller still gets the error', async () => {
    const { location } = await openSignedIn('/transactions');
    // The transactions page cached its rows.
    await waitFor(async () => expect(await db.meta.count()).toBeGreaterThan(0));

    await act(() => api.call('portal', 'GET /remitter/limits'));
    expect(location()).toBe('/transactions');

    // The browser's cookie holds a token the server no longer knows.
    setAccessToken('a-token-the-server-no-longer-knows');
    const error = await act(() => api.call('portal', 'GET /remitter/limits').catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 401 });
    await waitFor(() => expect(location()).toBe('/'));
    await signedOut();
    expect(await db.meta.count()).toBe(0);
  });

  it('stops handling 401s once unmounted', async () => {
    const { location, unmount } = await openSignedIn('/transactions');
    unmount();
    setAccessToken('a-token-the-server-no-longer-knows');
    const error = await api.call('portal', 'GET /remitter/limits').catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 401 });
    expect(location()).toBe('/transactions');
    expect(readAccessToken()).toBe('a-token-the-server-no-longer-knows');
  });
});

describe('SessionGuardian: a logout in another tab', () => {
  it('logs this signed-in tab out too and goes to /', async () => {
    const { location } = await openSignedIn('/beneficiaries');
    sessionStorage.setItem('flow', 'step 2');
    await tellFromAnotherTab({ type: 'logout' });
    await waitFor(() => expect(location()).toBe('/'));
    await signedOut();
    expect(sessionStorage.length).toBe(0);
  });

  it('goes to / as soon as the stored user vanishes (the first sign, before the message)', async () => {
    const { location } = await openSignedIn('/profile');
    localStorage.removeItem(SESSION_USER_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_USER_KEY, newValue: null }));
    });
    await waitFor(() => expect(location()).toBe('/'));
    await signedOut();
  });

  it('ignores another tab storing a user (a sign-in elsewhere)', async () => {
    const { location } = await openSignedIn('/profile');
    const token = readAccessToken();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_USER_KEY, newValue: '{"id":2}' }));
    });
    // The event's listeners have run (a dispatch calls them at once): a logout would have begun,
    // removing the cookie before anything else.
    expect(location()).toBe('/profile');
    expect(readAccessToken()).toBe(token);
    expect(token).toEqual(expect.any(String));
  });

  it('leaves a signed-out tab where it is (say, mid-registration)', async () => {
    const { location } = await renderApp({ url: '/register' });
    sessionStorage.setItem('register-step', 'otp');
    await tellFromAnotherTab({ type: 'logout' });
    // The guardian has heard it: a logout would have begun, clearing the tab's storage at once.
    expect(location()).toBe('/register');
    expect(sessionStorage.getItem('register-step')).toBe('otp');
  });

  it('hears it through the storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { location } = await openSignedIn('/transactions');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'session-message', newValue: JSON.stringify({ type: 'logout' }) }),
      );
    });
    await waitFor(() => expect(location()).toBe('/'));
    await signedOut();
  });
});

describe('SessionGuardian: navigation trail', () => {
  it('remembers the in-app location before the current one', async () => {
    await openSignedIn('/send-money');
    act(() => navigate('/transactions?page=2'));
    act(() => navigate('/account-locked', { replace: true }));
    expect(locationBefore('/account-locked')).toBe('/transactions?page=2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
