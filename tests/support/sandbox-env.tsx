import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResult, User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { sandboxFetch } from './sandbox-fetch.ts';
import { signInWith } from './render-with-providers.tsx';
import { pageStore } from './page-stores.ts';

export type Store = ReturnType<typeof createStore>;

let fetchFn: typeof fetch;

/**
 * Every test: a fresh in-process strict-contract sandbox answering the app's fetch (a spy, so
 * calls can be counted), an empty cache, online; cleaned up after.
 */
export function useSandboxEnv(): void {
  beforeEach(async () => {
    fetchFn = sandboxFetch({ strict: true }).fetch;
    vi.stubGlobal('fetch', vi.fn(fetchFn));
    await db.wipe();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearAccessToken();
    sessionStorage.clear();
    localStorage.clear();
    Reflect.deleteProperty(window, 'matchMedia');
  });
}

/** The sandbox's own fetch (not the app's spy), for control calls. */
export const sandbox = (path: string, init?: RequestInit) => fetchFn(path, init);

/** Adds a sandbox fault (`POST /__sandbox/faults`). */
export async function fault(spec: Record<string, unknown>): Promise<void> {
  await sandbox('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(spec),
  });
}

/** Signs a demo account in on the sandbox; the token goes into the access cookie. */
export const signIn = (email: string): Promise<AuthResult> => signInWith(fetchFn, email);

/** Calls the portal API as the signed-in user (e.g. to add beneficiaries before a test). */
export async function asUser(session: AuthResult, path: string, body: unknown): Promise<unknown> {
  const response = await sandbox(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** The app's calls so far whose URL ends with `path` (and, if given, of that method). */
export function callsTo(path: string, method?: string): RequestInit[] {
  const spy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL, RequestInit?][] } };
  return spy.mock.calls
    .filter(
      ([input, init]) => String(input).endsWith(path) && (!method || (init?.method ?? 'GET') === method),
    )
    .map(([, init]) => init ?? {});
}

/** The store with the user signed in. */
export function signedInStore(user: User, store: Store = createStore()): Store {
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  return store;
}

/**
 * Renders a page at `path` under its route `pattern` (or, without one, `ui` as given: e.g. several
 * routes), with the providers the app has.
 */
export function renderPage(ui: ReactNode, options: { store: Store; path: string; pattern?: string }) {
  const location = memoryLocation({ path: options.path, record: true });
  const view = render(
    <JotaiProvider store={pageStore(options.store)}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook}>
          {options.pattern ? <Route path={options.pattern}>{ui}</Route> : ui}
        </Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  return { ...view, location, events: userEvent.setup({ delay: null }) };
}

export { goOffline, setDesktop } from './browser.ts';

/** The path the memory router is at now. */
export const pathOf = (location: { history?: string[] }) => location.history?.at(-1);
