import { afterEach, beforeEach, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import type { RemitoneStatus, User } from '@/api/contract.ts';
import { App } from '@/app/app.tsx';
import { AppProvider } from '@/app/provider.tsx';
import { startSession } from '@/features/auth/start-session.ts';
import { api } from '@/lib/http.ts';
import { appStore } from '@/lib/store.ts';
import { browserLocation } from './render-app.tsx';
import { sandboxFetch } from './sandbox-fetch.ts';
import type { Sandbox } from '../../sandbox/app.ts';

/** The first screen waits for its lazy chunks, which a file's first test transforms. */
export const SLOW = { timeout: 5000 };

/**
 * Each test: a fresh strict sandbox (answers carry only the spec's fields) behind fetch; the clock
 * is the test's to move (Date only). The setup signs the app out and empties storage and the
 * cache after every test.
 */
export function useStrictSandbox(): { sandbox: () => Sandbox; profileCalls: () => number } {
  let current: Sandbox;
  let calls: string[] = [];
  beforeEach(() => {
    const { fetch, sandbox } = sandboxFetch({ strict: true });
    current = sandbox;
    calls = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);
      return fetch(input, init);
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 2, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    sandbox: () => current,
    profileCalls: () => calls.filter((call) => call === 'GET /api/remitter/profile').length,
  };
}

/** Signs a demo account in as the login does once its code verified: token, user, session. */
export async function signInAs(email: string): Promise<User> {
  const { result } = await api.call('portal', 'POST /remitter/auth/login', {
    body: { type: 'email', email, password: 'Sandbox1' },
  });
  await startSession(result, appStore);
  return result.user;
}

/** The remitone provider blocking (or clearing) an account (sandbox control). */
export async function setRemitoneStatus(email: string, status: RemitoneStatus): Promise<void> {
  const response = await fetch('/__sandbox/users/status', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, remitone_status: status }),
  });
  if (!response.ok) throw new Error(`setting the status failed: ${response.status}`);
}

/** Makes the next calls matching method and path fail (sandbox control). */
export async function addFault(fault: Record<string, unknown>): Promise<void> {
  await fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

/**
 * The whole app at `url` in jsdom's own location (an awaited act, so the first screen's suspension
 * resolves); `location()` is where it is now, `memory.navigate` moves it as an in-app link does.
 */
export async function showApp(url: string) {
  window.history.replaceState(null, '', url);
  const view = await act(async () =>
    render(
      <AppProvider>
        <App />
      </AppProvider>,
    ),
  );
  return { ...view, location: browserLocation, memory: { navigate } };
}

/** A minute and a bit later. */
export const aMinuteLater = () => vi.setSystemTime(Date.now() + 61_000);

/** The app regains focus. */
export const regainFocus = () => act(() => void window.dispatchEvent(new Event('focus')));
