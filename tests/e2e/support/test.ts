import { test as base } from '@playwright/test';
import { startApp, type RunningApp, type WebServer } from './server.ts';
import { trackRequests } from './settled.ts';

/**
 * Playwright's `test` with a server per worker: each worker serves the built app (`dist/`) with
 * its own in-memory sandbox on a free port (the strict-contract one for the money journeys' project),
 * so workers run side by side and a journey's reset touches only its own sandbox. `baseURL` points
 * at it.
 */
export const test = base.extend<object, { strict: boolean; httpServer: WebServer; app: RunningApp }>({
  strict: [false, { option: true, scope: 'worker' }],
  // The deployment's journeys (playwright.config.ts's nginx projects) put nginx in front.
  httpServer: ['sandbox', { option: true, scope: 'worker' }],
  app: [
    async ({ strict, httpServer }, use) => {
      const app = await startApp('dist', { strict, server: httpServer });
      // Helpers outside a test's fixtures (the PWA profile) read the worker's own server from here.
      process.env.E2E_BASE_URL = app.url;
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  // Every test's page counts its requests in flight, for settled() (./settled.ts).
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  Locator,
  Page,
} from '@playwright/test';
