import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { logout } from '@/features/auth/logout.ts';
import { resetNavigationTrail } from '@/features/auth/session/navigation-trail.ts';
import { resetSessionChannel } from '@/features/auth/session/session-channel.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { db } from '@/lib/db.ts';
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
  // (the signed-in session, the UI-options load, the session channel) starts afresh too, as do the
  // stubs and spies a test made, and the IndexedDB the worker's files share is emptied. The app's
  // own logout signs the app's store out, and a logout still running from the test is finished
  // before the next test starts.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeTestNavigatorProperties();
  Reflect.deleteProperty(window, 'matchMedia');
  await logout();
  await db.wipe();
  resetSessionChannel();
  resetNavigationTrail();
  resetUiOptionsLoad();
  // Each test starts with empty browser storage: what one test's flow kept never leaks into the next.
  sessionStorage.clear();
  localStorage.clear();
});

/** jsdom has no ResizeObserver; the positioning of Chakra's combobox and popovers uses one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Uploads (XMLHttpRequest, for their progress) go through the test's fetch, as every other call. */
installFetchBackedXhr();
