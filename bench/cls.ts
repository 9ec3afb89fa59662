import type { Page } from '@playwright/test';

/** A layout shift the page recorded: when (page clock, ms), its score and what moved first. */
export interface LayoutShift {
  at: number;
  value: number;
  /** The first element the browser names as moved: tag, id or label, and the start of its text. */
  source: string;
}

/**
 * Runs in every page before its own scripts: keeps each layout-shift entry not caused by recent
 * input (`window.__layoutShifts`). Plain JavaScript in a string: tsx adds helpers to functions
 * that the page does not have.
 */
export const RECORD_LAYOUT_SHIFTS = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '(gone)';
    const label = node.id ? '#' + node.id : node.getAttribute('aria-label') ? '[' + node.getAttribute('aria-label') + ']' : '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50);
    return node.tagName.toLowerCase() + label + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const source = entry.sources && entry.sources[0] ? describe(entry.sources[0].node) : '';
      shifts.push({ at: entry.startTime, value: entry.value, source });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * Cumulative layout shift as Chrome and Lighthouse define it: shifts less than 1 s apart form a
 * session window of at most 5 s; the score is the largest window's sum.
 */
export function clsOf(shifts: readonly LayoutShift[]): number {
  let worst = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  let sum = 0;
  for (const shift of [...shifts].sort((a, b) => a.at - b.at)) {
    if (shift.at - previous > 1000 || shift.at - windowStart > 5000) {
      windowStart = shift.at;
      sum = 0;
    }
    sum += shift.value;
    previous = shift.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** The layout shifts of the page's current document so far (its init script: RECORD_LAYOUT_SHIFTS). */
export async function readShifts(page: Page): Promise<LayoutShift[]> {
  // Observers report after the frame: give the last shifts a moment to arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { __layoutShifts?: LayoutShift[] }).__layoutShifts ?? []);
}

/** The largest single shift, if any. */
export function largestShift(shifts: readonly LayoutShift[]): LayoutShift | undefined {
  return [...shifts].sort((a, b) => b.value - a.value)[0];
}
