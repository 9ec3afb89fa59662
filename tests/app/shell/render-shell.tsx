import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Country, KycTier, UiOptions, User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { db } from '@/lib/db.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import type { Sandbox } from '../../../sandbox/app.ts';

export { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

/** A signed-in user as the login call returns it. */
export function makeUser(country: Country, kyc_status: KycTier, remitterId: string | null): User {
  return {
    id: 1,
    remitter_id: remitterId,
    session_id: 'S1',
    country,
    mobile: country === 'UK' ? '447700900001' : '27821000001',
    email: 'someone@example.com',
    first_name: 'Amelia',
    onboarded: remitterId !== null,
    kyc_status,
    remitone_status: 'valid',
    default_transfer_purpose: null,
  };
}

export interface ShellOptions {
  path?: string;
  user?: User | null;
  /**
   * UI options an earlier start of the app cached (its local-storage copy), which the first render
   * shows while the sandbox is asked again; none by default.
   */
  options?: UiOptions;
}

/** Renders the shell with a fresh store, a memory router, and the sandbox answering fetch. */
export function renderShell(ui: ReactNode, { path = '/', user = null, options }: ShellOptions = {}) {
  const store = createStore();
  if (user) {
    store.set(sessionUserAtom, user);
    store.set(hasTokenAtom, true);
  }
  if (options) writeCachedUiOptions(options, Date.now());
  const location = memoryLocation({ path, record: true });
  const view = render(
    <JotaiProvider store={store}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook}>{ui}</Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  return { ...view, store, location };
}

/**
 * Each test: a fresh in-process sandbox (the full one) behind fetch, recording the calls, an
 * empty cache, no load in flight.
 */
export function useShellTestEnv(): { sandbox: () => Sandbox; backend: () => TestSandbox } {
  let current: TestSandbox;
  beforeEach(async () => {
    current = startSandbox({ strict: false });
    resetUiOptionsLoad();
    await db.wipe();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    resetUiOptionsLoad();
  });
  return { sandbox: () => current.sandbox, backend: () => current };
}
