/**
 * `npm run bench:trace`: where the main thread's time goes on the login screen and on
 * /send-money (first visit, then return visit), on a phone at 4x CPU. A build with source maps
 * (`.bench/trace-dist/`) is served with the sandbox; each visit is profiled (V8's sampling
 * profiler) from navigation until the network has been quiet, and its self time is named by
 * source module and function through the source maps. The long tasks (over 50 ms) are listed with
 * their total blocking time, as Lighthouse counts it. `-- --at=<commit>` traces that commit's build
 * instead (its own files and packages, as the paired bench makes them), to compare two builds.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { CDPSession, Page } from '@playwright/test';
import { startApp } from '../tests/e2e/support/server.ts';
import { benchEnvironment, environmentLine } from './environment.ts';
import { launchChromium, PHONE } from './devices.ts';
import { checkoutOfCommit } from './paired.ts';
import { printHeading, printTable, setWhere } from './print-table.ts';
import { QUIET_MS, trackQuiet } from './quiet.ts';
import { signInThroughUi } from './sign-in.ts';
import { allowRepeatedSignIns } from './sms-limit.ts';

const DIST = '.bench/trace-dist';
const CPU_SLOWDOWN = 4;
const ACCOUNT = 'uk.sender@example.com';
const TOP = 12;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A build with source maps of this checkout, or of the checkout `dir` (an earlier commit's). */
function buildWithSourceMaps(dir = '.'): string {
  const outDir = resolve(dir, DIST);
  const { status } = spawnSync(
    'npx',
    ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (status !== 0) throw new Error('The build with source maps failed.');
  return outDir;
}

/** Names a generated position by its source: 'module (function)'; node_modules by package. */
function namer(dist: string): (frame: ProfileNode['callFrame']) => { module: string; name: string } {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (path: string) => {
    if (!maps.has(path)) {
      try {
        maps.set(path, new TraceMap(readFileSync(join(dist, `${path}.map`), 'utf8')));
      } catch {
        maps.set(path, null);
      }
    }
    return maps.get(path) ?? null;
  };
  return (frame) => {
    const path = frame.url ? new URL(frame.url).pathname : '';
    const map = path.startsWith('/assets/') && frame.lineNumber >= 0 ? mapOf(path) : null;
    if (!map) return { module: path || '(browser)', name: frame.functionName || '(anonymous)' };
    const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (original.source ?? path).replace(/^(\.\.\/)+/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    return {
      module: pkg ? `${pkg} (${source.split('/').slice(-1)[0]})` : source,
      name: original.name ?? (frame.functionName || '(anonymous)'),
    };
  };
}

/** Self time (ms) by 'module: function', and by module, from a V8 CPU profile. */
function selfTimes(profile: CpuProfile, name: ReturnType<typeof namer>) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName)) {
      const key = node?.callFrame.functionName ?? '(unknown)';
      byModule.set(key, (byModule.get(key) ?? 0) + ms);
      return;
    }
    const { module, name: fn } = name(node.callFrame);
    byFunction.set(`${module}: ${fn}`, (byFunction.get(`${module}: ${fn}`) ?? 0) + ms);
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  });
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return {
    functions: top(byFunction),
    modules: top(new Map([...byModule].filter(([key]) => key !== '(idle)'))),
  };
}

/** Records the page's long tasks from its start (a buffered observer, installed before any script). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

interface Visit {
  label: string;
  tasks: number[];
  times: ReturnType<typeof selfTimes>;
}

/** One visit of `url` in `page`, profiled at 4x CPU until the network has been quiet. */
async function profiledVisit(
  page: Page,
  cdp: CDPSession,
  url: string,
  label: string,
  dist: string,
): Promise<Visit> {
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const quiet = trackQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  await quiet(QUIET_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks?: number[] }).__longTasks ?? [],
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { label, tasks, times: selfTimes(profile, namer(dist)) };
}

function printVisit(visit: Visit): void {
  printHeading(`${visit.label}, ${CPU_SLOWDOWN}x CPU`);
  const blocking = visit.tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  console.log(
    `Long tasks: ${visit.tasks.length} (${visit.tasks.map((ms) => Math.round(ms)).join(', ')} ms), blocking ${Math.round(blocking)} ms\n`,
  );
  printTable(
    ['module', 'self ms'],
    visit.times.modules.map(([key, ms]) => [key, ms.toFixed(0)]),
    [1],
  );
  console.log('');
  printTable(
    ['module: function', 'self ms'],
    visit.times.functions.map(([key, ms]) => [key, ms.toFixed(0)]),
    [1],
  );
}

async function main(): Promise<void> {
  const env = await benchEnvironment();
  setWhere(environmentLine(env));
  console.log(`Where: ${environmentLine(env)}`);
  // `--at=<commit>`: the earlier commit's build (its own files and packages), to compare.
  const at = process.argv.find((arg) => arg.startsWith('--at='))?.slice('--at='.length);
  const dist = buildWithSourceMaps(at ? checkoutOfCommit(at).dir : '.');
  if (at) console.log(`Build: ${at}`);
  const app = await startApp(dist);
  allowRepeatedSignIns(app.sandbox);
  const browser = await launchChromium();
  try {
    const fresh = async () => {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await watchLongTasks(page);
      return { context, page, cdp: await context.newCDPSession(page) };
    };
    const login = await fresh();
    printVisit(
      await profiledVisit(login.page, login.cdp, `${app.url}/`, 'The login screen (/), first visit', dist),
    );
    await login.context.close();

    const send = await fresh();
    await signInThroughUi(send.page, app.url, ACCOUNT);
    await send.page.goto('about:blank');
    await send.cdp.send('Storage.clearDataForOrigin', { origin: app.url, storageTypes: 'indexeddb' });
    const url = `${app.url}/send-money`;
    printVisit(
      await profiledVisit(
        send.page,
        send.cdp,
        url,
        '/send-money, first visit (signed in, no cached data)',
        dist,
      ),
    );
    printVisit(await profiledVisit(send.page, send.cdp, url, '/send-money, return visit', dist));
    await send.context.close();
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
