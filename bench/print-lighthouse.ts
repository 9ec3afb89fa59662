import { clsText, GOALS, verdict } from './goals.ts';
import { printHeading, printTable } from './print-table.ts';
import type { RouteVisits } from './results.ts';
import { median } from './stats.ts';
import { summarizeVisits, type VisitSummary } from './visit-summary.ts';

const metrics = (visit: VisitSummary) =>
  `${(visit.run.lcpMs / 1000).toFixed(2)} s / ${Math.round(visit.run.tbtMs)} ms / ${clsText(visit.run.cls)}`;

/** Whether a route's Lighthouse figures meet their goals (performance only on the goal routes). */
export function lighthouseMeetsGoals(visits: RouteVisits): boolean {
  const s = summarizeVisits(visits);
  if (!s) return false;
  const fast =
    !visits.route.goal || Math.min(s.first.performance, s.return.performance) >= GOALS.performanceMin;
  const steady = Math.max(s.first.run.cls, s.return.run.cls) <= GOALS.clsMax;
  return fast && steady && s.accessibility >= GOALS.accessibility && s.bestPractices >= GOALS.bestPractices;
}

export function printLighthouse(all: RouteVisits[]): void {
  printHeading(
    'Lighthouse, mobile (default simulated throttling): first visit (a fresh profile, signed in through ' +
      "the login form where the route needs it, the page's data not cached) and " +
      'return visit (data cached in IndexedDB)',
  );
  const rows = all.map((visits) => {
    const s = summarizeVisits(visits);
    const label = `${visits.route.path}${visits.route.goal ? ' *' : ''}`;
    const runs = `${visits.pairs.length}/${visits.runs}`;
    if (!s) return [label, runs, '-', '-', '-', '-', '-', '-', 'FAIL (no run worked)'];
    const moved = s.first.run.finalPath !== new URL(visits.route.path, 'http://x').pathname;
    return [
      moved ? `${label} -> ${s.first.run.finalPath}` : label,
      runs,
      String(s.first.performance),
      metrics(s.first),
      String(s.accessibility),
      String(s.bestPractices),
      String(s.return.performance),
      metrics(s.return),
      verdict(lighthouseMeetsGoals(visits)),
    ];
  });
  printTable(
    [
      'route',
      'runs',
      'perf',
      'first: LCP / TBT / CLS',
      'a11y',
      'bp',
      'perf',
      'return: LCP / TBT / CLS',
      'goals',
    ],
    rows,
    [2, 4, 5, 6],
  );
  console.log(
    `* a route the goals name: median of 3 runs (each in a fresh profile), performance at least ` +
      `${GOALS.performanceMin} on both visits. The others: 1 run each (--full for 3), so their ` +
      `figures are single samples. Every route: accessibility and best practices ${GOALS.accessibility}, ` +
      `Lighthouse CLS at most ${GOALS.clsMax}. LCP, TBT and CLS are the median run's.`,
  );
  const index = median(all.flatMap((v) => v.pairs.map((p) => p.first.benchmarkIndex)));
  console.log(
    `CPU benchmark index ${Math.round(index)} (Lighthouse scales its phone from it; lower = slower or busier machine)`,
  );
  for (const visits of all) {
    const s = summarizeVisits(visits);
    for (const error of visits.errors) console.log(`${visits.route.path}: a run failed: ${error}`);
    for (const audit of s?.failing ?? []) console.log(`${visits.route.path}: failing ${audit}`);
    for (const warning of s?.warnings ?? [])
      console.log(`${visits.route.path}: Lighthouse warns: ${warning}`);
  }
}
