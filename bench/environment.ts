import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_PATH, launchChromium } from './devices.ts';
import { median } from './stats.ts';

/**
 * Where the bench ran, printed beside its figures: figures from two machines, or from the same
 * machine on two days, are not comparable, so a regression shows only in a paired run (--paired).
 */
export interface BenchEnvironment {
  /** Debian's chromium, as `chromium --version` names it. */
  chromium: string;
  /** Lighthouse's CPU benchmark index of this machine now (median of 3; lower: slower or busier). */
  cpuIndex: number;
  cores: number;
}

/** Chromium's version and Lighthouse's CPU index, measured as Lighthouse measures it. */
export async function benchEnvironment(): Promise<BenchEnvironment> {
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' })
    .trim()
    .replace(/\s+built on .*$/, '');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(Number(await page.evaluate(source)));
    return { chromium, cpuIndex: Math.round(median(runs)), cores: cpus().length };
  } finally {
    await browser.close();
  }
}

/** The line every section and the summary print. */
export function environmentLine(env: BenchEnvironment): string {
  return `${env.chromium}, Lighthouse CPU index ${env.cpuIndex}, ${env.cores} cores`;
}
