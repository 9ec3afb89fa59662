import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { SessionGuardian } from '@/features/auth/session/session-guardian.tsx';
import { locationBefore } from '@/features/auth/session/navigation-trail.ts';
import { SESSION_USER_KEY, hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import {
  SESSION_CHANNEL,
  onSessionMessage,
  type SessionMessage,
} from '@/features/auth/session/session-channel.ts';
import { ApiError } from '@/lib/api-error.ts';
import { readAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { api } from '@/lib/http.ts';
import { appStore } from '@/lib/store.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { renderWithApp, resetApp, signIn, testUser } from '../../support/render-with-app.tsx';

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

beforeEach(() => {
  resetApp();
  vi.stubGlobal('fetch', sandboxFetch().fetch);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetApp();
  await db.wipe();
});

describe('SessionGuardian: a 401 from any call', () => {
  it('logs out and goes to / (no ?next=), while the caller still gets the error', async () => {
    const { result } = await api.call('portal', 'POST /remitter/auth/login', {
      body: { type: 'email', email: 'uk.sender@example.com', password: 'Sandbox1' },
    });
    signIn(result.user);
    setAccessToken(result.token);
    await db.meta.put({ key: 'transactions:R1', lastUpdated: 1 });
    const { location } = renderWithApp(<SessionGuardian />, '/transactions');

    await act(() => api.call('portal', 'GET /remitter/limits'));
    expect(location()).toBe('/transactions');

    setAccessToken('a-token-the-server-no-longer-knows');
    const error = await act(() => api.call('portal', 'GET /remitter/limits').catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 401 });
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(readAccessToken()).toBeNull();
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(await db.meta.count()).toBe(0);
  });

  it('stops handling 401s once unmounted', async () => {
    signIn();
    const { location, unmount } = renderWithApp(<SessionGuardian />, '/transactions');
    unmount();
    await api.call('portal', 'GET /remitter/limits').catch(() => undefined);
    expect(location()).toBe('/transactions');
    expect(appStore.get(hasTokenAtom)).toBe(true);
  });
});

describe('SessionGuardian: a logout in another tab', () => {
  it('logs this signed-in tab out too and goes to /', async () => {
    signIn();
    sessionStorage.setItem('flow', 'step 2');
    const { location } = renderWithApp(<SessionGuardian />, '/beneficiaries');
    await tellFromAnotherTab({ type: 'logout' });
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('goes to / as soon as the stored user vanishes (the first sign, before the message)', async () => {
    signIn();
    const { location } = renderWithApp(<SessionGuardian />, '/profile');
    localStorage.removeItem(SESSION_USER_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_USER_KEY, newValue: null }));
    });
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(appStore.get(hasTokenAtom)).toBe(false);
  });

  it('ignores another tab storing a user (a sign-in elsewhere)', async () => {
    signIn();
    const { location } = renderWithApp(<SessionGuardian />, '/profile');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_USER_KEY, newValue: '{"id":2}' }));
    });
    // The event's listeners have run (a dispatch calls them at once): a logout would have begun,
    // signing this tab out before anything else.
    expect(location()).toBe('/profile');
    expect(appStore.get(hasTokenAtom)).toBe(true);
  });

  it('leaves a signed-out tab where it is (say, mid-registration)', async () => {
    sessionStorage.setItem('register-step', 'otp');
    const { location } = renderWithApp(<SessionGuardian />, '/register');
    await tellFromAnotherTab({ type: 'logout' });
    // The guardian has heard it: a logout would have begun, clearing the tab's storage at once.
    expect(location()).toBe('/register');
    expect(sessionStorage.getItem('register-step')).toBe('otp');
  });

  it('hears it through the storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    signIn(testUser());
    const { location } = renderWithApp(<SessionGuardian />, '/transactions');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'session-message', newValue: JSON.stringify({ type: 'logout' }) }),
      );
    });
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(appStore.get(hasTokenAtom)).toBe(false);
  });
});

describe('SessionGuardian: navigation trail', () => {
  it('remembers the in-app location before the current one', () => {
    signIn();
    const { memory } = renderWithApp(<SessionGuardian />, '/send-money');
    act(() => memory.navigate('/transactions?page=2'));
    act(() => memory.navigate('/account-locked', { replace: true }));
    expect(locationBefore('/account-locked')).toBe('/transactions?page=2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
