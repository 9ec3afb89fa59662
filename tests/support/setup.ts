import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetFirstScreen } from '@/app/router.tsx';
import { logout } from '@/features/auth/logout.ts';
import { resetNavigationTrail } from '@/features/auth/session/navigation-trail.ts';
import { resetSessionChannel } from '@/features/auth/session/session-channel.ts';
import { resetStorageStandIns } from '@/features/pwa/model/memory-storage.ts';
import { resetPwaRuntime } from '@/features/pwa/runtime.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { uiOptionsAtom, uiOptionsSavedAtAtom } from '@/features/ui-options/state.ts';
import { db } from '@/lib/db.ts';
import { setUnauthorizedHandler } from '@/lib/http.ts';
import { appStore } from '@/lib/store.ts';
import { installFetchBackedXhr } from './fetch-xhr.ts';
import { installPageLocks } from './page-locks.ts';

/**
 * A findBy or waitFor waits up to 3 s (not 1 s): on a loaded two-core CI machine a flow's calls to the
 * in-process sandbox can take longer than a second; what is asserted does not change.
 */
configure({ asyncUtilTimeout: 3000 });

/**
 * What navigator has of its own before any test (jsdom keeps its API on the prototype): a property
 * a test defines on it (serviceWorker, locks, share, onLine) is removed after the test, so the
 * next file in the worker, which shares this window, meets jsdom's navigator again.
 */
const worker = globalThis as typeof globalThis & { navigatorOwnKeys?: ReadonlySet<PropertyKey> };
worker.navigatorOwnKeys ??= new Set(Reflect.ownKeys(navigator));
const navigatorOwnKeys = worker.navigatorOwnKeys;

function removeTestNavigatorProperties(): void {
  for (const key of Reflect.ownKeys(navigator))
    if (!navigatorOwnKeys.has(key)) Reflect.deleteProperty(navigator, key);
}

/**
 * Every browser the app supports has the Web Locks API (the checkout's tab exclusion); jsdom has
 * none, so each test gets one page's view of them (a test of the fallback removes it).
 */
beforeEach(() => installPageLocks());

afterEach(async () => {
  cleanup();
  // The files of a worker share the app's modules (vitest.config.ts): what the app keeps in them
  // starts afresh for each test, as on a new page load, as do the stubs and spies a test made, and
  // the IndexedDB the worker's files share is emptied. The app's own logout signs the app's store
  // out (every session atom), and a logout still running from the test is finished before the
  // next test starts.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeTestNavigatorProperties();
  Reflect.deleteProperty(window, 'matchMedia');
  await logout();
  await db.wipe();
  resetSessionChannel();
  resetNavigationTrail();
  resetUiOptionsLoad();
  // The public UI options stay in the app's store at a logout; a new page has none until it loads them.
  appStore.set(uiOptionsAtom, undefined);
  appStore.set(uiOptionsSavedAtAtom, undefined);
  resetFirstScreen();
  resetPwaRuntime();
  resetStorageStandIns();
  // The session guardian sets it and clears it when unmounted; a test that set it may not have.
  setUnauthorizedHandler(() => {});
  // Each test starts with empty browser storage: what one test's flow kept never leaks into the next.
  sessionStorage.clear();
  localStorage.clear();
});

/*
 * What else the app keeps in modules needs no reset between tests:
 * - caches of what is the same for every page: the theme's systems (app/theme.ts), the loaded
 *   layouts and pages (app/preloadable.tsx, React.lazy), form checks once loaded (lib/lazy-resolver.ts),
 *   Intl formatters (profile's id-types.ts, send-money-other's maximums.ts), the session atoms'
 *   registry (lib/session/reset-at-logout.ts, filled as modules load; logout resets the atoms);
 * - numbers that only count up, each run comparing only with the latest of its own: use-call's run
 *   numbers (per call-state atom), the app store's session epoch;
 * - runs kept per store, which end with their calls: the checkout runners (payments/checkout/
 *   runner.ts) and the sender stages (send-money's payment-stages.ts), and the checkouts' busy
 *   flags. A run that outlives its test (a call held or stalled past the end) writes nothing: the
 *   app's store is logged out above (a test that gives another page a store of its own, a second
 *   tab or a reloaded page, lets that page's calls end before it does);
 * - lazy-page's reloads, kept per chunk error (an object of the test's own);
 * - what only the PWA's start writes (features/pwa/start.ts, and the install and update atoms in
 *   the app's store): main.tsx starts it, and the one test that does reloads the module
 *   (start-pwa.isolated.test.ts);
 * - the service worker's handle on the app's database (sw/rate-alerts.ts), whose rows are wiped above.
 */

/** jsdom has no ResizeObserver; the positioning of Chakra's combobox and popovers uses one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Uploads (XMLHttpRequest, for their progress) go through the test's fetch, as every other call. */
installFetchBackedXhr();
