import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { resetSessionChannel } from '@/features/auth/session/session-channel.ts';
import { resetNavigationTrail } from '@/features/auth/session/navigation-trail.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { appStore } from '@/lib/store.ts';

/** A demo-like signed-in user. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    remitter_id: 'R1',
    session_id: 's1',
    country: 'UK',
    mobile: '447700900004',
    email: 'locked@example.com',
    first_name: 'Tariro',
    onboarded: true,
    kyc_status: 'limited',
    remitone_status: 'valid',
    default_transfer_purpose: null,
    ...overrides,
  };
}

/** Signs a user in the way the login does: token cookie, user, token flag. */
export function signIn(user: User = testUser()): User {
  setAccessToken('token-1');
  appStore.set(sessionUserAtom, user);
  appStore.set(hasTokenAtom, true);
  return user;
}

/** Back to a signed-out, fresh app between tests. */
export function resetApp(): void {
  clearAccessToken();
  appStore.set(hasTokenAtom, false);
  resetSessionAtoms();
  resetSessionChannel();
  resetNavigationTrail();
  localStorage.clear();
  sessionStorage.clear();
}

/** Renders with the app's store, Chakra system and an in-memory location at `path`. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <Provider store={appStore}>
      <ChakraProvider value={appSystem()}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
      </ChakraProvider>
    </Provider>,
  );
  return { ...view, memory, location: () => memory.history.at(-1) };
}
