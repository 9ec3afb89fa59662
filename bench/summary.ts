import { GOALS, verdict, withinJsBudgets } from './goals.ts';
import { routeLabel, worstLoadCls } from './print-loads.ts';
import { printHeading } from './print-table.ts';
import { typingFigure } from './print-typing.ts';
import { warmReloadPasses } from './print-warm.ts';
import type { BenchResults, RouteVisits } from './results.ts';
import { summarizeVisits, type RouteVisitSummary } from './visit-summary.ts';
import { environmentLine, type BenchEnvironment } from './environment.ts';

interface Check {
  goal: string;
  /** undefined: not measured in this run. */
  failing: string[] | undefined;
}

/** The routes whose Lighthouse visits miss a goal; a route no run worked on counts as missed. */
function missedBy(all: RouteVisits[], misses: (s: RouteVisitSummary) => boolean, by = ''): string[] {
  return all.flatMap((visits) => {
    const s = summarizeVisits(visits);
    if (!s) return [`${visits.route.path}${by} (not measured)`];
    return misses(s) ? [`${visits.route.path}${by}`] : [];
  });
}

function checks(results: BenchResults): Check[] {
  const loads = results.loads?.loads;
  const lighthouse = results.lighthouse;
  const unloaded = (results.loads?.failed ?? []).map((failure) => `${failure.path} (not measured)`);
  const clsFailing = [
    ...(loads ?? []).filter((l) => worstLoadCls(l) > GOALS.clsMax).map((l) => `${l.route.path} (page loads)`),
    ...unloaded,
    ...missedBy(
      lighthouse ?? [],
      (s) => Math.max(s.first.run.cls, s.return.run.cls) > GOALS.clsMax,
      ' (Lighthouse)',
    ),
  ];
  const goalRoutes = lighthouse?.filter((v) => v.route.goal);
  const slow = (s: RouteVisitSummary) =>
    Math.min(s.first.performance, s.return.performance) < GOALS.performanceMin;
  const scored = (s: RouteVisitSummary) =>
    s.accessibility < GOALS.accessibility || s.bestPractices < GOALS.bestPractices;
  return [
    {
      goal: `CLS at most ${GOALS.clsMax} on every route (phone and desktop, fresh and cached)`,
      failing: loads || lighthouse ? clsFailing : undefined,
    },
    {
      goal: `Lighthouse performance at least ${GOALS.performanceMin} on /, /send-money, /transactions, /transactions/{ref} (first and return)`,
      failing: goalRoutes?.length ? missedBy(goalRoutes, slow) : undefined,
    },
    {
      goal: `Accessibility and best practices ${GOALS.accessibility} on every route`,
      failing: lighthouse && missedBy(lighthouse, scored),
    },
    {
      goal:
        `Compressed JS per route on a phone's first visit: at most ${GOALS.firstScreenJsMaxKb} KB that the first ` +
        `screen waits for, ${GOALS.allJsMaxKb} KB in all; / within ${GOALS.loginBudgetKb} KB in all`,
      failing:
        loads &&
        loads
          .filter((l) => !withinJsBudgets(l.route.pattern, l.js))
          .map((l) => routeLabel(l.route.path, l.landedOn))
          .concat(unloaded),
    },
    {
      goal: `Typing in /send-money's amount at 4x slowdown: slowest keystroke at most ${GOALS.typingMaxMs} ms`,
      failing: results.typing && (typingFigure(results.typing) <= GOALS.typingMaxMs ? [] : ['/send-money']),
    },
    {
      goal: `Warm reload: cached data of /transactions, of a transaction and of the country cards on screen within ${GOALS.warmReloadMaxMs / 1000} s, API 3 s late`,
      failing: results.warm?.flatMap(({ email, figures, error }) =>
        error
          ? [`${email} (not measured)`]
          : figures.filter((f) => !warmReloadPasses(f)).map((f) => `${f.route} as ${email}`),
      ),
    },
  ];
}

/** The goals, PASS or FAIL, with the routes that miss them. */
export function printSummary(
  results: BenchResults,
  onlyRoute: string | undefined,
  env: BenchEnvironment,
): void {
  printHeading(onlyRoute ? `Goals (on ${onlyRoute} only)` : 'Goals');
  console.log(`Measured on ${environmentLine(env)}.`);
  for (const check of checks(results)) {
    const mark = check.failing === undefined ? 'n/a ' : verdict(check.failing.length === 0);
    console.log(`${mark}  ${check.goal}`);
    if (check.failing?.length) console.log(`        missed on: ${check.failing.join(', ')}`);
  }
}
