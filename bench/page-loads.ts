import type { Browser, BrowserContextOptions } from '@playwright/test';
import { clsOf, largestShift, readShifts, RECORD_LAYOUT_SHIFTS, type LayoutShift } from './cls.ts';
import { splitJs, type Bundle, type JsSplit } from './first-screen.ts';
import { GOALS } from './goals.ts';
import { DESKTOP, PHONE } from './devices.ts';
import { trackScripts, type RouteWeight } from './js-weight.ts';
import { QUIET_MS, trackQuiet } from './quiet.ts';
import type { BenchRoute } from './routes.ts';

/** CLS of a first load (nothing cached: data from the network) and of a reload (data cached). */
export interface ClsPair {
  fresh: number;
  cached: number;
}

/** The cheap measures of one route: its JavaScript on a phone and its layout shifts. */
export interface RouteLoads {
  route: BenchRoute;
  /** Where the page ended (differs from the route's path after a redirect). */
  landedOn: string;
  weight: RouteWeight;
  /** Its JavaScript (gzipped): what the first screen waits for, and all of it. */
  js: JsSplit;
  phone: ClsPair;
  desktop: ClsPair;
  /** For each load over the CLS goal: which load, and its largest shift and what moved. */
  culprits: string[];
}

type Storage = BrowserContextOptions['storageState'];

/**
 * Opens the route in a fresh context of the given size (signed in with `storage`, nothing in the
 * read cache, no service worker), waits for the network to be quiet, then reloads it: the second
 * load finds the page's data in IndexedDB. `weigh` also sums the JavaScript of the first load.
 */
async function loadTwice(browser: Browser, url: string, viewport: typeof PHONE, storage: Storage) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', storageState: storage });
  try {
    await context.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
    const page = await context.newPage();
    const quiet = trackQuiet(page);
    const weigh = trackScripts(page);
    await page.goto(url, { waitUntil: 'load' });
    await quiet(QUIET_MS);
    const fresh = await readShifts(page);
    const weight = await weigh();
    const landedOn = new URL(page.url()).pathname;
    await page.reload({ waitUntil: 'load' });
    await quiet(QUIET_MS);
    const cached = await readShifts(page);
    return { weight, landedOn, shifts: { fresh, cached } };
  } finally {
    await context.close();
  }
}

/** The build the pages come from: its chunk graph, and a built file's gzipped size. */
export interface BuiltApp {
  bundle: Bundle;
  sizeOf: (path: string) => number;
}

/** JavaScript (phone, first load) and CLS (phone and desktop, fresh and cached) of one route. */
export async function measureLoads(
  browser: Browser,
  baseUrl: string,
  route: BenchRoute,
  storage: Storage,
  built: BuiltApp,
): Promise<RouteLoads> {
  const url = new URL(route.path, baseUrl).href;
  const phone = await loadTwice(browser, url, PHONE, storage);
  const desktop = await loadTwice(browser, url, DESKTOP, storage);
  const loads: [string, LayoutShift[]][] = [
    ['phone fresh', phone.shifts.fresh],
    ['phone cached', phone.shifts.cached],
    ['desktop fresh', desktop.shifts.fresh],
    ['desktop cached', desktop.shifts.cached],
  ];
  const culprits = loads.flatMap(([load, shifts]) => {
    const largest = largestShift(shifts);
    if (clsOf(shifts) <= GOALS.clsMax || !largest) return [];
    return [`${load}: largest shift ${largest.value.toFixed(3)}, ${largest.source}`];
  });
  const pair = (shifts: { fresh: LayoutShift[]; cached: LayoutShift[] }) => ({
    fresh: clsOf(shifts.fresh),
    cached: clsOf(shifts.cached),
  });
  return {
    route,
    landedOn: phone.landedOn,
    weight: phone.weight,
    js: splitJs(built.bundle, phone.weight.sizes, built.sizeOf),
    phone: pair(phone.shifts),
    desktop: pair(desktop.shifts),
    culprits,
  };
}
