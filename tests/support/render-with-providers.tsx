import { Fragment, StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResult, Envelope, User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { loadSendAgain } from '@/app/send-again/load-send-again.ts';
import { SendAgainProvider } from '@/components/send-again-context.tsx';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import type { BeneficiaryChoice } from '@/features/send-money/model/flow-inputs.ts';
import { setAccessToken } from '@/lib/access-cookie.ts';
import { pageStore } from './page-stores.ts';

export type Store = ReturnType<typeof createStore>;

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

/** The store (a fresh one unless given) with the user signed in. */
export function signedInStore(user: User, store: Store = createStore()): Store {
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  return store;
}

export interface RenderOptions {
  store: Store;
  /** The memory router's path. */
  path?: string;
  /** Renders in StrictMode (double effects). */
  strict?: boolean;
}

/**
 * Renders the UI as the app does: the Jotai store, Chakra, what Send again does, and a memory
 * router (at /send-money unless told) that records its history.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions) {
  const { store, path = '/send-money', strict = false } = options;
  const location = memoryLocation({ path, record: true });
  const Mode = strict ? StrictMode : Fragment;
  const view = render(
    <Mode>
      <JotaiProvider store={pageStore(store)}>
        <ChakraProvider value={appSystem()}>
          {/* What the app gives the screens' Send again (src/app/app.tsx). */}
          <SendAgainProvider load={loadSendAgain}>
            <Router hook={location.hook}>{ui}</Router>
          </SendAgainProvider>
        </ChakraProvider>
      </JotaiProvider>
    </Mode>,
  );
  return { ...view, location, events: userEvent.setup({ delay: null }) };
}

/** A new beneficiary, Tariro Moyo (+263 77 123 4567), saved to favourites. */
export const NEW_TARIRO: BeneficiaryChoice = {
  kind: 'new',
  details: {
    first_name: 'Tariro',
    middle_name: '',
    last_name: 'Moyo',
    mobile: '+263771234567',
    save_to_favourites: true,
  },
};
