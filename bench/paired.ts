import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startApp } from '../tests/e2e/support/server.ts';
import type { BenchEnvironment } from './environment.ts';
import { environmentLine } from './environment.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import { printTable } from './print-table.ts';
import { benchRoutes, pickRoutes } from './routes.ts';
import { allowRepeatedSignIns } from './sms-limit.ts';
import { median } from './stats.ts';
import { visitPair, type VisitPair } from './visits.ts';

/**
 * `npm run bench -- --paired=<commit>`: this build against the build of an earlier commit, in the
 * same minutes. Lighthouse visits (first and return) alternate between the two, the order swapped
 * each round so neither always runs on a warmer or busier machine; each route's medians are
 * printed side by side with their ratio, so a regression shows as a ratio, not as two figures
 * from two days. The earlier build is made from the commit's own files and packages
 * (`.bench/builds/<sha>/`, kept for the next run) and served by this checkout's sandbox.
 */
const BUILDS = '.bench/builds';

function run(command: string, args: string[], cwd: string): void {
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The commit's own files and packages (`.bench/builds/<sha>/`), checked out and installed once. */
export function checkoutOfCommit(commit: string): { sha: string; dir: string } {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const dir = resolve(BUILDS, sha);
  if (existsSync(join(dir, 'node_modules', '.package-lock.json'))) return { sha, dir };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stderr.write(`  checking out ${sha.slice(0, 7)} in ${BUILDS}/${sha.slice(0, 7)}...\n`);
  run('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${dir}"`], process.cwd());
  // Its own packages, as its lock file has them; no install scripts (a native addon the app's build
  // does not use), but its patches, which the build does use.
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  if (existsSync(join(dir, 'patches'))) run('npx', ['patch-package'], dir);
  return { sha, dir };
}

/** The commit's build (`dist/` of its own files and packages), made once. */
export function buildOfCommit(commit: string): { sha: string; dist: string } {
  const { sha, dir } = checkoutOfCommit(commit);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) return { sha, dist };
  run('npx', ['vite', 'build', '--logLevel', 'error'], dir);
  return { sha, dist };
}

interface Side {
  name: string;
  pairs: VisitPair[];
}

type Metric = [label: string, value: (f: LighthouseFigures) => number, unit: string];
const METRICS: Metric[] = [
  ['performance', (f) => f.performance, ''],
  ['TBT', (f) => f.tbtMs, ' ms'],
  ['LCP', (f) => f.lcpMs, ' ms'],
];

const fmt = (value: number, unit: string) => (Number.isFinite(value) ? `${Math.round(value)}${unit}` : '—');

export async function pairedBench(
  commit: string,
  current: string,
  route: string | undefined,
  runs: number,
  env: BenchEnvironment,
): Promise<void> {
  const earlier = buildOfCommit(commit);
  const apps = [await startApp(current), await startApp(earlier.dist)];
  for (const app of apps) allowRepeatedSignIns(app.sandbox);
  try {
    const { list } = await benchRoutes(apps[0]!.url);
    const routes = pickRoutes(list, route).filter((r) => route || r.goal);
    const rows: string[][] = [];
    for (const benchRoute of routes) {
      const sides: Side[] = [
        { name: 'this build', pairs: [] },
        { name: earlier.sha.slice(0, 7), pairs: [] },
      ];
      for (let i = 0; i < runs; i += 1) {
        const order = i % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          process.stderr.write(`  ${benchRoute.path}: ${sides[index]!.name}, round ${i + 1} of ${runs}\n`);
          sides[index]!.pairs.push(await visitPair(apps[index]!.url, benchRoute));
        }
      }
      for (const visit of ['first', 'return'] as const) {
        for (const [label, value, unit] of METRICS) {
          const [mine, theirs] = sides.map((side) => median(side.pairs.map((pair) => value(pair[visit]))));
          const ratio = theirs && Number.isFinite(mine! / theirs) ? (mine! / theirs).toFixed(2) : '—';
          rows.push([benchRoute.path, visit, label, fmt(mine!, unit), fmt(theirs!, unit), ratio]);
        }
      }
      const index = median(sides.flatMap((side) => side.pairs.map((pair) => pair.first.benchmarkIndex)));
      rows.push([benchRoute.path, '', 'CPU index (runs)', String(Math.round(index)), '', '']);
    }
    console.log(
      `\nPaired: this build against ${earlier.sha.slice(0, 7)}, medians of ${runs} alternating runs`,
    );
    console.log(`Where: ${environmentLine(env)}`);
    printTable(['route', 'visit', 'figure', 'this build', earlier.sha.slice(0, 7), 'ratio'], rows, [3, 4, 5]);
    console.log(
      'ratio: this build / the earlier one (performance: above 1 is better; TBT, LCP: below 1 is better).',
    );
  } finally {
    for (const app of apps) await app.close();
  }
}
