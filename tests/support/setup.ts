import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installFetchBackedXhr } from './fetch-xhr.ts';

afterEach(() => {
  cleanup();
});

/** jsdom has no ResizeObserver; the positioning of Chakra's combobox and popovers uses one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Uploads (XMLHttpRequest, for their progress) go through the test's fetch, as every other call. */
installFetchBackedXhr();
