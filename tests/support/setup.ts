import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installFetchBackedXhr } from './fetch-xhr.ts';

/**
 * A findBy or waitFor waits up to 3 s (not 1 s): on a loaded two-core CI machine a flow's calls to the
 * in-process sandbox can take longer than a second; what is asserted does not change.
 */
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Each test starts with empty browser storage: what one test's flow kept never leaks into the next.
  // (A test in a Node environment has no browser storage.)
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});

/** jsdom has no ResizeObserver; the positioning of Chakra's combobox and popovers uses one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Uploads (XMLHttpRequest, for their progress) go through the test's fetch, as every other call. */
installFetchBackedXhr();
