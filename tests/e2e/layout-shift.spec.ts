import { expect, test, type Page } from '@playwright/test';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * Nothing jumps (issue 10): while a page loads, with its data fresh from the network (late) or
 * from the cache, the layout shifts it causes add up to less than 0.05, on a phone and a desktop.
 */
const MAX_SHIFT = 0.05;
const API_LATE_MS = 1200;

declare global {
  interface Window {
    __layoutShift?: { total: number; entries: { value: number; sources: string[] }[] };
  }
}

/** Sums every layout shift not caused by input, from the first paint on. */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, entries: [] as { value: number; sources: string[] }[] };
    window.__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        record.entries.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} ${node.textContent?.slice(0, 40) ?? ''}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftOf(page: Page) {
  await page.waitForTimeout(500); // the last frames' entries
  return page.evaluate(() => window.__layoutShift ?? { total: NaN, entries: [] });
}

const VIEWPORTS = [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const PAGES = [
  {
    path: '/transactions',
    ready: (page: Page) => page.getByText(/ZW1000000\d/).first(),
  },
  {
    path: '/transactions/ZW10000005',
    ready: (page: Page) => page.getByText('Receiving amount'),
  },
  {
    path: '/send-money',
    // uk.sender has a transaction awaiting payment: its notice arrives with the data
    ready: (page: Page) => page.getByRole('link', { name: 'View Transaction' }),
  },
  {
    path: '/beneficiaries',
    ready: (page: Page) => page.getByRole('link', { name: 'Update Rudo Maria Ncube' }),
  },
  {
    // Rudo Maria Ncube, uk.sender's first seeded beneficiary
    path: '/beneficiaries/70001',
    ready: (page: Page) => page.getByRole('textbox', { name: 'First name' }),
  },
];

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const [label, viewport] of VIEWPORTS) {
  for (const target of PAGES) {
    test(`${target.path} (${label}): fresh data, then cached data, shift the layout by less than ${MAX_SHIFT}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'uk.sender@example.com');
      await observeLayoutShift(page);
      // Every call of the portal API answers late, so whatever the page shows first is painted
      // before its data arrives.
      const late = { method: 'GET', path: '/api/*', delayMs: API_LATE_MS };

      // First visit: nothing of the page cached, its data arrives late.
      await request.post('/__sandbox/faults', { data: late });
      await page.goto(target.path);
      await expect(target.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const fresh = await shiftOf(page);
      await request.delete('/__sandbox/faults');
      expect(fresh.total, `fresh: ${JSON.stringify(fresh.entries)}`).toBeLessThan(MAX_SHIFT);

      // Return visit: the cached data first, then the network's, late again.
      await request.post('/__sandbox/faults', { data: late });
      await page.reload();
      await expect(target.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const cached = await shiftOf(page);
      await request.delete('/__sandbox/faults');
      expect(cached.total, `cached: ${JSON.stringify(cached.entries)}`).toBeLessThan(MAX_SHIFT);
    });
  }
}
