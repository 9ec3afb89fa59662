import { StrictMode } from 'react';
import { expect } from 'vitest';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { User } from '@/api/contract.ts';
import { App } from '@/app/app.tsx';
import { AppProvider } from '@/app/provider.tsx';
import { login } from '@/features/auth/api/login.ts';
import { sendOtp } from '@/features/auth/api/send-otp.ts';
import { verifyOtp } from '@/features/auth/api/verify-otp.ts';
import { startSession } from '@/features/auth/start-session.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { uiOptionsAtom, uiOptionsSavedAtAtom } from '@/features/ui-options/state.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import { goOffline } from './browser.ts';
import { startSandbox, type SandboxSetup, type TestSandbox } from './test-sandbox.ts';

/** Every demo account's password (README 'Demo accounts'). */
export const DEMO_PASSWORD = 'Sandbox1';

/**
 * Signs a demo account in as the login screen does, through the app's own calls: the password,
 * the code texted to the mobile (read from the sandbox), its check, then the session (token
 * cookie, session atoms) in `store`, the app's unless told.
 */
export async function signIn(
  sandbox: TestSandbox,
  email: string,
  store: typeof appStore = appStore,
): Promise<User> {
  const auth = await login({ type: 'email', email, password: DEMO_PASSWORD });
  await sendOtp(auth.user.mobile);
  const { code } = await sandbox.admin<{ code: string }>(`/otp?mobile=${auth.user.mobile}`);
  await verifyOtp(auth.user.mobile, code);
  await startSession(auth, store);
  return auth.user;
}

export interface RenderAppOptions {
  /** Where the browser is: path and query, e.g. '/transactions?page=2'. */
  url: string;
  /**
   * A demo account's email (sandbox/data/demo-accounts.ts), signed in first, unless the test's
   * earlier render signed it in already (the page opens again in that session); none: signed out.
   */
  user?: string;
  /** A sandbox the test started and arranged (startSandbox), or how to start a fresh one. */
  sandbox?: TestSandbox | SandboxSetup;
  /**
   * The page loads offline (signed in before): the browser says so, and every call fails before
   * it reaches the sandbox (`sandbox.offline`), until the test says otherwise.
   */
  offline?: boolean;
  /**
   * As a development build runs it (src/app/app-element.tsx): in StrictMode, every component
   * rendered and every effect run twice. For the tests of a rule that must hold there too.
   */
  strictMode?: boolean;
}

export interface RenderedApp extends RenderResult {
  /** A user-event user, no delay between keystrokes. */
  user: UserEvent;
  /** The in-process sandbox behind `fetch`: its data and faults, the calls made, holds. */
  sandbox: TestSandbox;
  /** The signed-in account as the login answered it, if any. */
  account: User | undefined;
  /** Where the browser is now: path and query. */
  location: () => string;
  /** The app's one Jotai store. */
  store: typeof appStore;
}

/** The signed-in user when it is `email`'s session (token and user), as an earlier render left it. */
function stillSignedIn(email: string): User | undefined {
  const current = appStore.get(sessionUserAtom);
  return appStore.get(hasTokenAtom) && readAccessToken() !== null && current?.email === email
    ? current
    : undefined;
}

const isStarted = (sandbox: TestSandbox | SandboxSetup): sandbox is TestSandbox => 'callsTo' in sandbox;

/** How long the first screen may take to load its lazy chunks (the test's own limit is longer). */
const FIRST_SCREEN_MS = 15_000;

/** Where jsdom's page is: path and query. */
export const browserLocation = () => `${window.location.pathname}${window.location.search}`;

/** A page module's import, as the route table has it: `() => import('@/features/…/pages/….tsx')`. */
type ModuleImport = () => Promise<unknown>;

/** The shell around every page (src/app/router.tsx): its layouts, and the profile a signed-in load reads. */
const SHELL: ModuleImport[] = [
  () => import('@/features/shell/pages/public-layout.tsx'),
  () => import('@/features/shell/pages/auth-layout.tsx'),
  () => import('@/features/shell/pages/app-layout.tsx'),
  () => import('@/features/profile'),
];

/**
 * Waits until the code of these pages, and of the shell around them, is loaded: what the app loads
 * on its way there. A worker's first use of a page transforms its modules, seconds on a loaded
 * machine, so a test waits for that state (in the file's beforeAll, or before it looks for what a
 * page it goes to shows), and then for the page within the usual limit: never a raised one.
 * After `newPageLoad`, the harness it returns loads them into the new page's modules.
 */
export async function pageCode(...pages: ModuleImport[]): Promise<void> {
  await act(async () => {
    await Promise.all([...SHELL, ...pages].map((load) => load()));
  });
}

/**
 * The whole app as the page renders it (src/app/app-element.tsx: its providers, the app's one
 * store, the route table behind its guard, the session guardian), as a production build runs it:
 * without StrictMode's second render and effects (a development check, which doubles every test's
 * work and the calls it counts), at `url` in jsdom's own
 * location, against a fresh in-process sandbox (strict unless told) that answers every call;
 * signed in as `user` through the login's calls when given. The setup's afterEach signs out,
 * empties storage and the cache, and restores `fetch`.
 */
export async function renderApp({
  url,
  user,
  sandbox = {},
  offline = false,
  strictMode = false,
}: RenderAppOptions): Promise<RenderedApp> {
  const backend = isStarted(sandbox) ? sandbox : startSandbox(sandbox);
  // What the page has when it loads afresh: no UI options until their load (storage is empty),
  // which runs again, as on every page load.
  resetUiOptionsLoad();
  appStore.set(uiOptionsAtom, undefined);
  appStore.set(uiOptionsSavedAtAtom, undefined);
  const account = user === undefined ? undefined : (stillSignedIn(user) ?? (await signIn(backend, user)));
  // The calls the test looks at are the app's, from the first screen on.
  backend.calls.length = 0;
  if (offline) {
    goOffline();
    backend.offline = true;
  }
  window.history.replaceState(null, '', url);
  // An awaited act: the first screen's lazy chunks load and its suspension resolves.
  const app = (
    <AppProvider>
      <App />
    </AppProvider>
  );
  const view = await act(async () => render(strictMode ? <StrictMode>{app}</StrictMode> : app));
  // The first screen is whole once the boot screen goes (src/app/router.tsx): a worker's first
  // one waits for its chunks to be transformed, which on a loaded machine takes seconds.
  await waitFor(() => expect(document.querySelector('.boot')).toBeNull(), { timeout: FIRST_SCREEN_MS });
  // And its calls answered (but those the test holds), as a journey waits for the page's calls
  // (tests/e2e/support/settled.ts): what the test then waits for is the app's own work.
  await waitFor(() => expect(backend.unsettled()).toEqual([]), { timeout: FIRST_SCREEN_MS });
  return {
    ...view,
    user: userEvent.setup({ delay: null }),
    sandbox: backend,
    account,
    location: browserLocation,
    store: appStore,
  };
}
