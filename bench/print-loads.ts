import { clsText, GOALS, jsBudgetKb, kb, verdict } from './goals.ts';
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
    const budget = jsBudgetKb(l.route.pattern);
    const cls = worstLoadCls(l);
    return [
      routeLabel(l.route.path, l.landedOn),
      l.route.account ?? '(signed out)',
      String(l.weight.files),
      kb(l.weight.gzipBytes),
      `${verdict(l.weight.gzipBytes <= budget * 1024)} (${budget})`,
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
      'gzip KB',
      'JS (budget KB)',
      'CLS phone fresh/cached',
      'CLS desktop fresh/cached',
      'CLS',
    ],
    rows,
    [2, 3],
  );
  console.log(`(1 KB = 1024 bytes; CLS PASS at most ${GOALS.clsMax} in all four loads)`);
  for (const l of loads) for (const culprit of l.culprits) console.log(`${l.route.path} ${culprit}`);
  for (const failure of failed) console.log(`could not measure ${failure.path}: ${failure.error}`);
  if (listFiles) {
    for (const l of loads) {
      console.log(`\n${l.route.path}`);
      for (const name of l.weight.names) console.log(`    ${name}`);
    }
  }
}
