/**
 * `npm run bench`: serves the built app (dist/) with an in-memory sandbox, prints the gzipped
 * JavaScript each main route loads on a phone, how soon a warm reload of the transactions shows
 * the cached rows while the API answers 3 s late, then Lighthouse's mobile scores for the login
 * screen (median of 3 runs). A benchmark, not a test: it always exits 0, and says PASS or FAIL.
 * `--files` also lists the files each route loads; `--dist=<dir>` serves another build than dist/.
 */
import { startApp } from '../tests/e2e/support/server.ts';
import { launchChromium, measureRoute, signedInState, type RouteWeight } from './bench/js-weight.ts';
import { median, runLighthouse, type LighthouseFigures } from './bench/lighthouse.ts';
import { API_DELAY_MS, measureWarmReload, type WarmReloadFigure } from './bench/warm-reload.ts';

const LOGIN_BUDGET_KB = 150;
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100 } as const;
const LIGHTHOUSE_RUNS = 3;
const WARM_RELOADS = 5;
const WARM_RELOAD_TARGET_MS = 1000;
const PUBLIC_ROUTES = ['/', '/register', '/reset-password-link', '/delete-account'];
const SIGNED_IN_ROUTES = ['/send-money', '/transactions', '/profile'];
const SIGNED_IN_AS = 'uk.sender@example.com';
const SANDBOX_PASSWORD = 'Sandbox1';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function printWeights(weights: RouteWeight[], listFiles: boolean): void {
  console.log('\nGzipped JavaScript per route (phone 360x740, until network idle)\n');
  console.log(`${'route'.padEnd(34)}${'JS files'.padStart(9)}${'gzip KB'.padStart(10)}`);
  for (const weight of weights) {
    const isLogin = weight.route === '/';
    const mark = isLogin
      ? `  ${verdict(weight.gzipBytes <= LOGIN_BUDGET_KB * 1024)} (budget ${LOGIN_BUDGET_KB} KB)`
      : '';
    console.log(
      `${weight.route.padEnd(34)}${String(weight.files).padStart(9)}${kb(weight.gzipBytes).padStart(10)}${mark}`,
    );
    if (listFiles) for (const name of weight.names) console.log(`    ${name}`);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printWarmReload(figures: WarmReloadFigure[]): void {
  console.log(
    `\nWarm reload with the API ${API_DELAY_MS / 1000} s late (phone 360x740; median of ${WARM_RELOADS} reloads)\n`,
  );
  for (const figure of figures) {
    const shown = median(figure.shownMs);
    // Data on screen after the API's answer began to arrive may not be the cached copy: no pass.
    const fromCache = figure.beforeAnswer === figure.shownMs.length;
    const what = figure.shows === 'rows' ? 'cached rows on screen' : 'cached detail on screen';
    const mark = verdict(fromCache && shown < WARM_RELOAD_TARGET_MS);
    console.log(
      `${figure.route.padEnd(26)}${what.padEnd(24)}${seconds(shown).padStart(7)}   ${mark} (target < ${WARM_RELOAD_TARGET_MS / 1000} s)`,
    );
  }
  for (const figure of figures) {
    console.log(
      `(${figure.route}: network answer arrived at ${seconds(median(figure.answerMs))}; on screen at ` +
        `${figure.shownMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s, before the answer in ` +
        `${figure.beforeAnswer} of ${figure.shownMs.length} reloads)`,
    );
  }
}

function printLighthouse(runs: LighthouseFigures[]): void {
  const pick = (key: keyof Omit<LighthouseFigures, 'failing'>) => median(runs.map((run) => run[key]));
  console.log(`\nLighthouse on / (mobile, default throttling; median of ${runs.length} runs)\n`);
  const rows: [string, number, number][] = [
    ['performance', pick('performance'), TARGETS.performance],
    ['accessibility', pick('accessibility'), TARGETS.accessibility],
    ['best practices', pick('bestPractices'), TARGETS.bestPractices],
  ];
  for (const [name, value, target] of rows) {
    console.log(
      `${name.padEnd(16)}${String(value).padStart(5)}   ${verdict(value >= target)} (target ${target})`,
    );
  }
  console.log(
    `\nLCP ${(pick('lcpMs') / 1000).toFixed(2)} s   TBT ${Math.round(pick('tbtMs'))} ms   CLS ${pick('cls').toFixed(3)}`,
  );
  console.log(
    `runs (perf/a11y/bp): ${runs.map((r) => `${r.performance}/${r.accessibility}/${r.bestPractices}`).join(', ')}`,
  );
  // Lighthouse simulates a slow phone from this machine's timings: a busy machine scores lower.
  console.log(
    `CPU benchmark index ${Math.round(pick('benchmarkIndex'))} (lower means a slower or busier machine)`,
  );
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  if (failing.length) console.log(`failing audits:\n  ${failing.join('\n  ')}`);
}

async function main(): Promise<void> {
  const listFiles = process.argv.includes('--files');
  const dist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';
  const app = await startApp(dist);
  try {
    const browser = await launchChromium();
    const weights: RouteWeight[] = [];
    try {
      for (const route of PUBLIC_ROUTES) weights.push(await measureRoute(browser, app.url, route));
      const session = await signedInState(app.url, SIGNED_IN_AS, SANDBOX_PASSWORD);
      for (const route of SIGNED_IN_ROUTES)
        weights.push(await measureRoute(browser, app.url, route, session));
    } finally {
      await browser.close();
    }
    printWeights(weights, listFiles);

    try {
      printWarmReload(await measureWarmReload(app.url, SIGNED_IN_AS, SANDBOX_PASSWORD, WARM_RELOADS));
    } catch (error: unknown) {
      console.log('\nWarm reload: could not be measured:', error);
    }

    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await runLighthouse(`${app.url}/`));
    printLighthouse(runs);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error('\nThe benchmark could not run:', error);
  process.exitCode = 1;
});
