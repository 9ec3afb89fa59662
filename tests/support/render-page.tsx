import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider, createStore } from 'jotai';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UiOptions, User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { uiOptionsAtom } from '@/features/ui-options/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';
import { pageStore } from './page-stores.ts';

export { UI_OPTIONS };
export { goOffline, setDesktop } from './browser.ts';

/** The UK demo sender as the login returns them. */
export function ukUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    remitter_id: 'R1',
    session_id: 'S1',
    country: 'UK',
    mobile: '447700900001',
    email: 'uk.sender@example.com',
    first_name: 'Amelia',
    onboarded: true,
    kyc_status: 'limited',
    remitone_status: 'valid',
    default_transfer_purpose: null,
    ...overrides,
  };
}

export interface PageOptions {
  /** The URL, e.g. '/transactions/ZW1'. */
  path: string;
  /** The route pattern the page is mounted at, e.g. '/transactions/:slug'. */
  pattern: string;
  user?: User;
  options?: UiOptions;
  /** The bearer token in the access cookie. */
  token?: string;
}

/** Renders a page at `path` inside its route, signed in, with Chakra and a fresh Jotai store. */
export function renderPage(
  ui: ReactNode,
  { path, pattern, user = ukUser(), options = UI_OPTIONS, token = 'token-1' }: PageOptions,
) {
  const store = pageStore(createStore());
  setAccessToken(token);
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  store.set(uiOptionsAtom, options);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider store={store}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook}>
          <Route path={pattern}>{ui}</Route>
        </Router>
      </ChakraProvider>
    </Provider>,
  );
  return { ...view, store, location, user: userEvent.setup({ delay: null }) };
}

/** Each test: an empty cache, no UI-options load in flight, online; cleaned up after. */
export function usePageTestEnv(): void {
  beforeEach(async () => {
    resetUiOptionsLoad();
    await db.wipe();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearAccessToken();
    localStorage.clear();
    sessionStorage.clear();
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
