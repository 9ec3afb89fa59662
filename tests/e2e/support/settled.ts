import { expect, type Page, type Request } from '@playwright/test';

/** The requests each tracked page has sent and not yet had answered (or failed). */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests in flight from now on (the `page` fixture does it for every test). */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  // A request a navigation cuts off ends as failed (net::ERR_ABORTED), so it leaves the set too.
}

function pendingOf(page: Page): number {
  const open = inFlight.get(page);
  if (!open)
    throw new Error('settled(): this page is not tracked; call trackRequests(page) after opening it');
  return open.size;
}

/** Two animation frames: what an answer or a resize just caused has rendered is on the screen. */
export function nextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until the page shows its own content (an h1) and every call it made is answered and
 * rendered: the state an axe check or a layout-shift reading means, rather than a fixed
 * half second of network quiet.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (;;) {
    await expect.poll(() => pendingOf(page), { intervals: [25, 50, 100] }).toBe(0);
    await nextPaint(page);
    // An answer may have asked for more (a lazy chunk, the next call): settle again if so.
    if (pendingOf(page) === 0) return;
  }
}

/**
 * A signed-in page's content settled: its h1, no list or record still 'Updating...' from the
 * server, and every call answered and rendered.
 */
export async function contentSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Updating...')).toHaveCount(0);
  await settled(page);
}
