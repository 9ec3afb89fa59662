import { SA_SENDER, UK_HEAVY, UK_SENDER } from './accounts.ts';
import type { BenchArgs } from './args.ts';
import { launchChromium } from './devices.ts';
import { measureTyping, type TypingRun } from './inp.ts';
import { gzippedFileSize, readBundle } from './bundle.ts';
import { measureLoads, type RouteLoads } from './page-loads.ts';
import { printLighthouse } from './print-lighthouse.ts';
import { printLoads } from './print-loads.ts';
import { errorLine } from './print-table.ts';
import { printTyping } from './print-typing.ts';
import { printWarm } from './print-warm.ts';
import type { AccountReloads, BenchResults, RouteFailure, RouteVisits } from './results.ts';
import type { BenchRoute } from './routes.ts';
import { clearFaults, delayApiReads } from './sandbox-faults.ts';
import { signedInStorage, type SignedInStorage } from './sign-in.ts';
import { visitPairs } from './visits.ts';
import { measureCountryReload, measureWarmReload } from './warm-reload.ts';

const TYPING_RUNS = 3;
/** How late the API answers during the page loads (ms). */
const LOADS_API_DELAY_MS = 500;
const WARM_RELOADS = 5;
/** Lighthouse runs per route: the median of 3 on the goal routes, a single run elsewhere. */
const GOAL_RUNS = 3;
const OTHER_RUNS = 1;

const progress = (text: string) => process.stderr.write(`  ${text}\n`);

/** JavaScript and CLS of every route; each account signs in through the UI once. */
export async function loadsSection(
  baseUrl: string,
  routes: BenchRoute[],
  args: BenchArgs,
): Promise<NonNullable<BenchResults['loads']>> {
  const built = { bundle: readBundle(args.dist), sizeOf: gzippedFileSize(args.dist) };
  const browser = await launchChromium();
  const sessions = new Map<string, SignedInStorage>();
  const loads: RouteLoads[] = [];
  const failed: RouteFailure[] = [];
  try {
    for (const account of new Set(routes.flatMap((route) => route.account ?? []))) {
      progress(`signing in as ${account}`);
      try {
        sessions.set(account, await signedInStorage(browser, baseUrl, account));
      } catch (error: unknown) {
        console.log(`Could not sign in as ${account}: ${errorLine(error)}`);
      }
    }
    // Data from the network then comes after the first paint, as it does on a phone network.
    await delayApiReads(baseUrl, LOADS_API_DELAY_MS);
    for (const route of routes) {
      progress(`loads ${route.path}`);
      try {
        const storage = route.account ? sessions.get(route.account) : undefined;
        if (route.account && !storage) throw new Error(`not signed in as ${route.account}`);
        loads.push(await measureLoads(browser, baseUrl, route, storage, built));
      } catch (error: unknown) {
        failed.push({ path: route.path, error: errorLine(error) });
      }
    }
  } finally {
    await clearFaults(baseUrl).catch(() => undefined);
    await browser.close();
  }
  printLoads(loads, failed, args.listFiles, LOADS_API_DELAY_MS);
  return { loads, failed };
}

/** Lighthouse's first and return visits of every route. */
export async function lighthouseSection(baseUrl: string, routes: BenchRoute[], args: BenchArgs) {
  const all: RouteVisits[] = [];
  for (const route of routes) {
    const runs = route.goal || args.full ? GOAL_RUNS : OTHER_RUNS;
    progress(`lighthouse ${route.path} (${runs} x first and return visit)`);
    all.push({ route, runs, ...(await visitPairs(baseUrl, route, runs)) });
  }
  printLighthouse(all);
  return all;
}

/** Typing in /send-money's amount field, signed in as uk.sender. */
export async function typingSection(baseUrl: string): Promise<TypingRun[]> {
  progress('typing in /send-money');
  const browser = await launchChromium();
  try {
    const storage = await signedInStorage(browser, baseUrl, UK_SENDER);
    const runs = await measureTyping(browser, baseUrl, storage, TYPING_RUNS);
    printTyping(runs);
    return runs;
  } finally {
    await browser.close();
  }
}

/** Warm reloads for uk.sender and uk.heavy, side by side, then sa.sender's country page. */
export async function warmSection(baseUrl: string): Promise<AccountReloads[]> {
  const accounts: AccountReloads[] = [];
  for (const email of [UK_SENDER, UK_HEAVY]) {
    progress(`warm reload as ${email}`);
    try {
      accounts.push({ email, figures: await measureWarmReload(baseUrl, email, WARM_RELOADS) });
    } catch (error: unknown) {
      accounts.push({ email, figures: [], error: errorLine(error) });
    }
  }
  progress(`warm reload of the country page as ${SA_SENDER}`);
  try {
    accounts.push({
      email: SA_SENDER,
      figures: [await measureCountryReload(baseUrl, SA_SENDER, WARM_RELOADS)],
    });
  } catch (error: unknown) {
    accounts.push({ email: SA_SENDER, figures: [], error: errorLine(error) });
  }
  printWarm(accounts, WARM_RELOADS);
  return accounts;
}
