/**
 * `npm run bench`: serves the built app (dist/) with an in-memory sandbox and measures every route
 * of the route table, signing in through the login form: the gzipped JavaScript of a phone's first
 * load and the layout shifts (phone and desktop, data fresh and cached); typing in /send-money at
 * 4x CPU slowdown; warm reloads of /transactions with the API 3 s late, for uk.sender and the heavy
 * account; and Lighthouse's first and return visits. A benchmark, not a test: it always exits 0,
 * and says PASS or FAIL against the goals. Flags: README 'Benchmarks'.
 */
import { startApp } from '../tests/e2e/support/server.ts';
import { parseArgs, type Section } from './args.ts';
import { benchEnvironment, environmentLine } from './environment.ts';
import { pairedBench } from './paired.ts';
import { errorLine, setWhere } from './print-table.ts';
import type { BenchResults } from './results.ts';
import { benchRoutes, pickRoutes, type BenchRoute } from './routes.ts';
import { lighthouseSection, loadsSection, typingSection, warmSection } from './sections.ts';
import { allowRepeatedSignIns } from './sms-limit.ts';
import { printSummary } from './summary.ts';

/** Runs one section; a section that fails is reported and the others go on. */
async function section<T>(name: Section, wanted: ReadonlySet<Section>, run: () => Promise<T>) {
  if (!wanted.has(name)) return undefined;
  const started = Date.now();
  try {
    return await run();
  } catch (error: unknown) {
    console.log(`\n${name}: could not be measured: ${errorLine(error)}`);
    return undefined;
  } finally {
    process.stderr.write(`  (${name}: ${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
}

function printRoutes(routes: BenchRoute[], skipped: { pattern: string; reason: string }[]): void {
  console.log(`Routes (src/config/paths.ts): ${routes.map((r) => r.path).join(' ')}`);
  for (const { pattern, reason } of skipped) console.log(`  not opened: ${pattern} (${reason})`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  const env = await benchEnvironment();
  console.log(`Where: ${environmentLine(env)}`);
  setWhere(environmentLine(env));
  if (args.paired) {
    await pairedBench(args.paired, args.dist, args.route, args.runs, env);
    console.log(`\nThe bench took ${((Date.now() - started) / 60_000).toFixed(1)} minutes.`);
    return;
  }
  const app = await startApp(args.dist);
  allowRepeatedSignIns(app.sandbox);
  try {
    const { list, skipped } = await benchRoutes(app.url);
    const routes = pickRoutes(list, args.route);
    printRoutes(routes, args.route ? [] : skipped);
    const wanted = args.sections;
    const results: BenchResults = {};
    results.loads = await section('loads', wanted, () => loadsSection(app.url, routes, args));
    // Typing and warm reloads have their own pages; --route picks them only by their route.
    const onlyRoute = (pattern: string) => !args.route || routes.some((r) => r.pattern === pattern);
    if (onlyRoute('/send-money')) results.typing = await section('inp', wanted, () => typingSection(app.url));
    if (onlyRoute('/transactions')) results.warm = await section('warm', wanted, () => warmSection(app.url));
    results.lighthouse = await section('lighthouse', wanted, () => lighthouseSection(app.url, routes, args));
    printSummary(results, args.route, env);
  } finally {
    await app.close();
  }
  const minutes = (Date.now() - started) / 60_000;
  console.log(`\nThe bench took ${minutes.toFixed(1)} minutes.`);
}

main().catch((error: unknown) => {
  console.error('\nThe benchmark could not run:', error);
  process.exitCode = 1;
});
