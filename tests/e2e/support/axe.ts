import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { nextPaint } from './settled.ts';
import { test } from './test.ts';

/** The WCAG 2.1 A and AA rules every page of the app must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** CSS selectors to check instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (e.g. a third-party frame). */
  exclude?: string[];
  /** Rule ids to skip; say why where it is used. */
  disableRules?: string[];
}

/** One line per violation and element: rule id, impact, target and what to fix. */
export function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${violation.help}` +
        (node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''),
    ),
  );
}

/**
 * The axe-core source AxeBuilder runs in the page and in each frame before a check, once axe-core is
 * there already: nothing. Its default is axe-core's whole source (650 KB), sent and run twice a
 * check, which was most of each check's time; the first check in a document still loads it.
 */
const AXE_ALREADY_LOADED = ';';

/** Whether every frame of the page (the page's own document included) has axe-core loaded. */
async function axeLoadedEverywhere(page: Page): Promise<boolean> {
  const loaded = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)),
  );
  return loaded.every(Boolean);
}

/** Runs axe on the page as it is now and fails with a readable list of what violates WCAG 2.1 AA. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Colours are judged at rest: a dialog fading in would be measured half transparent. (A spinner's
  // endless animation never finishes, so only the finite ones are awaited.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode: axe.run in the page itself, as the browser extension does, with the same rules.
  // The default opens a second page per check to merge the frames' results (made for frames of
  // other origins, which the app's pages do not have: the liveness frame is same-origin under
  // test, and same-origin frames are still checked); that cost a third of each check's time.
  const axeSource = (await axeLoadedEverywhere(page)) ? AXE_ALREADY_LOADED : undefined;
  let builder = new AxeBuilder({ page, axeSource }).withTags(WCAG_TAGS).setLegacyMode(true);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  expect(describeViolations(violations), `axe found violations on ${page.url()}`).toEqual([]);
}

/** The two widths the accessibility journeys check: a phone and a desktop. */
export const PHONE_SIZE = { width: 360, height: 740 };
export const DESKTOP_SIZE = { width: 1280, height: 800 };

/**
 * axe on the screen as it is, 360 px wide (a phone) and 1280 px wide, in one visit: the layout a
 * width gives (CSS, and what the app renders for it, e.g. the transactions' table) is painted
 * before each check; the page's size is restored. The journeys run in the phone's context (touch,
 * coarse pointer), so a screen that differs by pointer rather than width (a file field) needs a
 * desktop context of its own.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, options: AxeOptions = {}): Promise<void> {
  const size = page.viewportSize();
  try {
    for (const width of [PHONE_SIZE, DESKTOP_SIZE]) {
      await resize(page, width);
      await expectNoAxeViolations(page, options);
    }
  } finally {
    if (size) await resize(page, size);
  }
}

async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  const current = page.viewportSize();
  if (current?.width === size.width && current.height === size.height) return;
  await page.setViewportSize(size);
  await nextPaint(page);
}

/** A screen an accessibility journey checks. */
export interface AxeScreen {
  /** The step's name in the report. */
  name: string;
  /** Brings the screen up and waits for the state to check (what it shows, its calls answered). */
  show: () => Promise<void>;
  /** The check, when not the journey's (a screen that shows other content at each width). */
  check?: () => Promise<void>;
}

/**
 * An accessibility journey: a step per screen, in order (the HTTP cache warm from one to the next),
 * each shown and then checked, by default with axe at 360 and 1280 px wide. It stands for a test
 * per screen, so its limit is theirs added up.
 */
export async function expectNoAxeViolationsOnEach(
  page: Page,
  screens: AxeScreen[],
  check: () => Promise<void> = () => expectNoAxeViolationsAtBothWidths(page),
): Promise<void> {
  test.setTimeout(test.info().timeout * screens.length);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.show();
      await (screen.check ?? check)();
    });
  }
}
