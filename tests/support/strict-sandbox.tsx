import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { RemitoneStatus, User } from '@/api/contract.ts';
import { AppRouter } from '@/app/router.tsx';
import { startSession } from '@/features/auth/start-session.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { db } from '@/lib/db.ts';
import { api } from '@/lib/http.ts';
import { appStore } from '@/lib/store.ts';
import { sandboxFetch } from './sandbox-fetch.ts';
import { renderWithApp, resetApp } from './render-with-app.tsx';
import type { Sandbox } from '../../sandbox/app.ts';

/** The first screen waits for its lazy chunks, which a file's first test transforms. */
export const SLOW = { timeout: 5000 };

/**
 * Each test: a fresh strict sandbox (answers carry only the spec's fields) behind fetch, a
 * signed-out app and an empty cache; the clock is the test's to move (Date only).
 */
export function useStrictSandbox(): { sandbox: () => Sandbox; profileCalls: () => number } {
  let current: Sandbox;
  let calls: string[] = [];
  beforeEach(async () => {
    resetApp();
    resetUiOptionsLoad();
    await db.wipe();
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
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    resetApp();
    await db.wipe();
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

/** The whole app's routes at `url` (an awaited act, so the first screen's suspension resolves). */
export const showApp = (url: string) => act(async () => renderWithApp(<AppRouter />, url));

/** A minute and a bit later. */
export const aMinuteLater = () => vi.setSystemTime(Date.now() + 61_000);

/** The app regains focus. */
export const regainFocus = () => act(() => void window.dispatchEvent(new Event('focus')));
