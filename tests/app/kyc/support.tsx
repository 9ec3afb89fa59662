import { Fragment, StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResult, Envelope, User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { setAccessToken } from '@/lib/access-cookie.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../../sandbox/app.ts';
import { TEST_PASSWORD_COST } from '../../../sandbox/lib/password.ts';

export type Store = ReturnType<typeof createStore>;

export interface IdentityCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * An in-memory sandbox answering in-process on the page's own origin (jsdom's), as the sandbox
 * does when it serves the app: the liveness URLs it hands out are then on the origin the app
 * frames. Every identity call is recorded.
 */
export function sameOriginSandbox(options: SandboxOptions = {}): {
  fetch: typeof fetch;
  sandbox: Sandbox;
  identityCalls: IdentityCall[];
} {
  const sandbox = createSandbox({ dbPath: ':memory:', passwordCost: TEST_PASSWORD_COST, ...options });
  const identityCalls: IdentityCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, window.location.origin);
    const { signal, ...rest } = init;
    if (url.pathname.startsWith('/identity/')) {
      const body = typeof rest.body === 'string' ? (JSON.parse(rest.body) as unknown) : undefined;
      identityCalls.push({ method: rest.method ?? 'GET', path: url.pathname, body });
    }
    const answer = sandbox.app.request(url.href, rest);
    if (!signal) return answer;
    return Promise.race([
      Promise.resolve(answer),
      new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    ]);
  };
  return { fetch, sandbox, identityCalls };
}

/** Signs a demo account in through the sandbox's login call; the token goes into the access cookie. */
export async function signInWith(fetch: typeof globalThis.fetch, email: string): Promise<AuthResult> {
  const response = await fetch('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email, password: 'Sandbox1' }),
  });
  const answer = (await response.json()) as Envelope<AuthResult>;
  setAccessToken(answer.result.token);
  return answer.result;
}

export function signedInStore(user: User, store: Store = createStore()): Store {
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  return store;
}

export interface RenderOptions {
  store?: Store;
  /** The memory router's path. */
  path?: string;
  /** A route pattern the UI is rendered under (for its parameters). */
  pattern?: string;
  strict?: boolean;
}

/** Renders the UI as the app does: the Jotai store, Chakra and a memory router. */
export function renderKyc(ui: ReactNode, options: RenderOptions = {}) {
  const { store = createStore(), path = '/', pattern, strict = false } = options;
  const location = memoryLocation({ path, record: true });
  const Mode = strict ? StrictMode : Fragment;
  const view = render(
    <Mode>
      <JotaiProvider store={store}>
        <ChakraProvider value={appSystem()}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {pattern ? <Route path={pattern}>{ui}</Route> : ui}
          </Router>
        </ChakraProvider>
      </JotaiProvider>
    </Mode>,
  );
  return { ...view, store, location, events: userEvent.setup({ delay: null }) };
}

/** The liveness page's path of a URL the app framed. */
export const pathOf = (url: string | null) => new URL(url ?? '', window.location.origin).pathname;
