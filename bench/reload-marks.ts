import type { Page } from '@playwright/test';

const TIMEOUT_MS = 20_000;

/** A long task (over 50 ms on the main thread): when it started (page clock, ms) and how long. */
export interface LongTask {
  start: number;
  duration: number;
}

type Marks = Record<string, number>;

/**
 * Runs in every page before its own scripts: records (in `window.__firstShown`) the time of the
 * first animation frame in which an element matching each selector is laid out and visible in
 * the viewport, as `performance.now()` (milliseconds since this navigation started; checked every
 * frame, so at most one frame late), and every long task (`window.__longTasks`). Selectors in
 * `anywhere` count once laid out and visible at any scroll position (e.g. the country cards, below
 * the verification banner on a phone). Plain JavaScript in a string: tsx adds helpers to functions
 * that the page does not have.
 */
export const recordMarks = (selectors: string[], anywhere: string[] = []) => `(() => {
  const marks = {};
  window.__firstShown = marks;
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const pending = new Set(${JSON.stringify([...selectors, ...anywhere])});
  const anywhere = new Set(${JSON.stringify(anywhere)});
  const onScreen = (element, selector) => {
    const box = element.getBoundingClientRect();
    const inView = anywhere.has(selector) || (box.top < window.innerHeight && box.bottom > 0);
    return box.width > 0 && box.height > 0 && inView &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const frame = () => {
    for (const selector of pending) {
      const element = document.querySelector(selector);
      if (element && onScreen(element, selector)) {
        marks[selector] = performance.now();
        pending.delete(selector);
      }
    }
    if (pending.size > 0 && performance.now() < ${TIMEOUT_MS * 3}) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Waits until the page has marked `selector` as shown, and returns when (page clock, ms). */
export async function shownAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __firstShown?: Marks }).__firstShown?.[key],
    selector,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/** Waits for the page's call to `path` to complete; its first and last byte (page clock, ms). */
export async function answeredAt(page: Page, path: string): Promise<{ start: number; end: number }> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === wanted) as PerformanceResourceTiming | undefined;
      return entry && { start: entry.responseStart, end: entry.responseEnd };
    },
    path,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
  return (await handle.jsonValue()) as { start: number; end: number };
}

/** The long tasks of the page's current document so far. */
export async function longTasksOf(page: Page): Promise<LongTask[]> {
  // Observers report after the task: give the last ones a moment to arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { __longTasks?: LongTask[] }).__longTasks ?? []);
}

/** Total blocking time: the part of each long task beyond 50 ms, summed. */
export function blockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}
