import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { appSystem } from '@/app/theme.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';

export { goOffline } from '../../support/browser.ts';
import type { Sandbox } from '../../../sandbox/app.ts';

type Store = ReturnType<typeof createStore>;

export interface AuthPageOptions {
  path?: string;
  /** The query, without '?', e.g. 'next=%2Ftransactions'. */
  search?: string;
  store?: Store;
}

/** Renders a sign-in page (Chakra, a Jotai store, a recording memory router) with a user-event user. */
export function renderAuthPage(
  ui: ReactNode,
  { path = '/', search = '', store = createStore() }: AuthPageOptions = {},
) {
  const location = memoryLocation({ path, searchPath: search, record: true });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <JotaiProvider store={store}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  return { ...view, user, store, location };
}

/** The location the memory router is at now. */
export function currentLocation(location: { history?: string[] }): string | undefined {
  return location.history?.at(-1);
}

/** Each test: a fresh in-process sandbox behind `fetch`, no cookie, empty storage. */
export function useSandbox(): {
  sandbox: () => Sandbox;
  admin: <T>(path: string, init?: RequestInit) => Promise<T>;
  /** The latest one-time code texted to the mobile (digits), waiting until one was sent. */
  codeFor: (mobile: string) => Promise<string>;
} {
  let current: Sandbox;
  let fetchFn: typeof fetch;
  beforeEach(() => {
    const made = sandboxFetch();
    current = made.sandbox;
    fetchFn = made.fetch;
    vi.stubGlobal('fetch', fetchFn);
    clearAccessToken();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAccessToken();
    localStorage.clear();
    sessionStorage.clear();
  });
  const admin = async <T,>(path: string, init?: RequestInit) => {
    const response = await fetchFn(`/__sandbox${path}`, init);
    return (await response.json()) as T;
  };
  const codeFor = (mobile: string) =>
    vi.waitFor(async () => {
      const { code } = await admin<{ code?: string }>(`/otp?mobile=${mobile}`);
      if (!code) throw new Error(`No code sent to ${mobile} yet`);
      return code;
    });
  return { sandbox: () => current, admin, codeFor };
}
