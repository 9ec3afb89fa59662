import type { Page } from '@playwright/test';

/** How long the network must stay idle before a page counts as loaded (a slow CPU can leave a
 * gap of more than Playwright's 500 ms between the entry and the lazy chunks it then asks for). */
export const QUIET_MS = 1500;

/** Resolves once no request of the page has been in flight for `ms` (gives up after 30 s). */
export function trackQuiet(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => ((inFlight += 1), (lastActivity = Date.now()));
  const end = () => ((inFlight = Math.max(0, inFlight - 1)), (lastActivity = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async (ms) => {
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastActivity < ms) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}
