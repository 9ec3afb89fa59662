import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { PHONE } from './devices.ts';
import { QUIET_MS, trackQuiet } from './quiet.ts';
import { median } from './stats.ts';

/** What is typed in the amount field: four digits, then two Backspaces. */
export const KEYS = ['1', '2', '5', '0', 'Backspace', 'Backspace'] as const;
/** The CPU slowdown while typing (Chrome's CPU throttling: 4x, a mid-range phone). */
export const CPU_SLOWDOWN = 4;
/** The Event Timing API reports nothing shorter: a keystroke it does not report took less. */
export const THRESHOLD_MS = 16;
/** A person's pace between keys. */
const KEY_GAP_MS = 200;

/** One typing run: each keystroke's interaction duration (ms; THRESHOLD_MS when below it). */
export interface TypingRun {
  keystrokes: number[];
  max: number;
  median: number;
  /** The field's value afterwards ('12' when every key landed). */
  value: string;
}

/**
 * Runs in every page before its own scripts: keeps every Event Timing entry of an interaction
 * (`window.__interactions`). Plain JavaScript in a string (tsx adds helpers to functions).
 */
const RECORD_INTERACTIONS = `(() => {
  const entries = [];
  window.__interactions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) entries.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
})();`;

interface EventEntry {
  id: number;
  name: string;
  duration: number;
}

/** The amount field the sender types in: the amount to receive, else the amount to send. */
async function amountField(page: Page) {
  const receive = page.getByRole('textbox', { name: /^Amount to receive/ });
  const send = page.getByRole('textbox', { name: /^Amount to send/ });
  await receive.or(send).first().waitFor({ timeout: 30_000 });
  return (await receive.count()) > 0 ? receive.first() : send.first();
}

/** Types in /send-money's amount field at 4x CPU slowdown; the keystrokes' interaction durations. */
async function typingRun(browser: Browser, url: string, storage: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: 'block',
    storageState: storage,
  });
  try {
    await context.addInitScript({ content: RECORD_INTERACTIONS });
    const page = await context.newPage();
    const quiet = trackQuiet(page);
    await page.goto(url);
    const field = await amountField(page);
    await quiet(QUIET_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await field.focus(); // focus from script: not an interaction of its own
    for (const key of KEYS) {
      await page.keyboard.press(key);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(
      () => (window as unknown as { __interactions: EventEntry[] }).__interactions,
    );
    const value = await field.inputValue();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // An interaction's duration is its longest event; keystrokes are the key events' interactions.
    const byId = new Map<number, number>();
    for (const entry of entries.filter((e) => e.name.startsWith('key'))) {
      byId.set(entry.id, Math.max(byId.get(entry.id) ?? 0, entry.duration));
    }
    const reported = [...byId.values()];
    const keystrokes = [
      ...reported,
      ...Array<number>(Math.max(0, KEYS.length - reported.length)).fill(THRESHOLD_MS),
    ];
    return {
      keystrokes,
      max: Math.max(...keystrokes),
      median: median(keystrokes),
      value,
    } satisfies TypingRun;
  } finally {
    await context.close();
  }
}

/** `runs` typing runs on /send-money, each in a fresh signed-in context. */
export async function measureTyping(
  browser: Browser,
  baseUrl: string,
  storage: BrowserContextOptions['storageState'],
  runs: number,
): Promise<TypingRun[]> {
  const results: TypingRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await typingRun(browser, `${baseUrl}/send-money`, storage));
  return results;
}
