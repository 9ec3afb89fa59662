import type { Page } from '@playwright/test';

export interface HeldCall {
  /** Resolves once the page has made the call (it is held from then on). */
  held: Promise<void>;
  /** Lets the call through to the server. */
  release: () => void;
}

/**
 * Holds the page's calls to `path` (the URL's path exactly; `method` only, when given) until
 * `release` is called: the state "the page asked and has no answer yet", for as long as a check
 * needs it, rather than a delay a loaded machine may outlast. (The page's own requests: in a
 * journey with the service worker running, only those the worker leaves to the network.)
 */
export async function holdCall(page: Page, path: string, method?: string): Promise<HeldCall> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let heldNow!: () => void;
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (method && route.request().method() !== method) return route.fallback();
      heldNow();
      await gate;
      await route.continue();
    },
  );
  return { held, release };
}
