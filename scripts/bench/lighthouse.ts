import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

/** The scores (0-100) and lab metrics of one Lighthouse run. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed (its simulation scales from it). */
  benchmarkIndex: number;
  /** Failing audits of the accessibility and best-practices categories, for the report. */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** One Lighthouse run on `url`: mobile form factor with the default (simulated) throttling. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        formFactor: 'mobile',
      },
      { extends: 'lighthouse:default' },
    );
    if (!result) throw new Error('Lighthouse returned no result.');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title ?? ''})`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
