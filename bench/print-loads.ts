import { clsText, GOALS, jsBudgetsKb, kb, verdict, withinJsBudgets } from './goals.ts';
import type { RouteLoads } from './page-loads.ts';
import { printHeading, printTable } from './print-table.ts';
import type { RouteFailure } from './results.ts';

/** The worst CLS of a route's four loads. */
export const worstLoadCls = (loads: RouteLoads) =>
  Math.max(loads.phone.fresh, loads.phone.cached, loads.desktop.fresh, loads.desktop.cached);

/** A route's label: its path, and where it ended when it was sent elsewhere. */
export const routeLabel = (path: string, landedOn: string) =>
  landedOn === new URL(path, 'http://x').pathname ? path : `${path} -> ${landedOn}`;

export function printLoads(
  loads: RouteLoads[],
  failed: RouteFailure[],
  listFiles: boolean,
  apiDelayMs: number,
): void {
  printHeading(
    'JavaScript on first load (gzip, phone 360x740) and layout shifts (CLS by PerformanceObserver: ' +
      'phone 360x740 and desktop 1280x800; fresh = nothing cached, cached = reload with the data in ' +
      `IndexedDB; the API answering ${apiDelayMs / 1000} s late)`,
  );
  const rows = loads.map((l) => {
    const budgets = jsBudgetsKb(l.route.pattern);
    const cls = worstLoadCls(l);
    return [
      routeLabel(l.route.path, l.landedOn),
      l.route.account ?? '(signed out)',
      String(l.weight.files),
      kb(l.js.firstScreenBytes),
      kb(l.js.allBytes),
      `${verdict(withinJsBudgets(l.route.pattern, l.js))} (${budgets.firstScreen} / ${budgets.all})`,
      `${clsText(l.phone.fresh)} / ${clsText(l.phone.cached)}`,
      `${clsText(l.desktop.fresh)} / ${clsText(l.desktop.cached)}`,
      verdict(cls <= GOALS.clsMax),
    ];
  });
  printTable(
    [
      'route',
      'as',
      'JS files',
      'first screen KB',
      'all KB',
      'JS (budgets KB)',
      'CLS phone fresh/cached',
      'CLS desktop fresh/cached',
      'CLS',
    ],
    rows,
    [2, 3, 4],
  );
  console.log(
    "(1 KB = 1024 bytes, gzipped. First screen: the entry, the route's page and layout chunks and the " +
      "chunks index.html preloads, with all they import statically (the build's chunk graph, " +
      'bench/first-screen.ts); all: every script the route loaded until the network was quiet. ' +
      `Budgets: first screen / all; the login screen ${GOALS.loginBudgetKb} KB in all. ` +
      `CLS PASS at most ${GOALS.clsMax} in all four loads)`,
  );
  for (const l of loads) for (const culprit of l.culprits) console.log(`${l.route.path} ${culprit}`);
  for (const failure of failed) console.log(`could not measure ${failure.path}: ${failure.error}`);
  if (listFiles) {
    for (const l of loads) {
      console.log(`\n${l.route.path}`);
      // * marks what the first screen waits for.
      for (const name of l.weight.names) {
        const first = l.js.firstScreen.some((path) => name.endsWith(`  ${path}`));
        console.log(`  ${first ? '*' : ' '} ${name}`);
      }
    }
  }
}
