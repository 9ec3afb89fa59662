import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { RouteVisits } from './results.ts';
import { median, medianBy } from './stats.ts';

/** One visit over its runs: the median performance score and the median run's metrics. */
export interface VisitSummary {
  performance: number;
  /** The run whose performance score is the median one (its LCP, TBT and CLS are reported). */
  run: LighthouseFigures;
}

export interface RouteVisitSummary {
  first: VisitSummary;
  return: VisitSummary;
  /** Medians over the first visits. */
  accessibility: number;
  bestPractices: number;
  /** Failing accessibility and best-practices audits, over every run. */
  failing: string[];
  warnings: string[];
}

function summarize(runs: LighthouseFigures[]): VisitSummary | undefined {
  const run = medianBy(runs, (r) => r.performance);
  return run && { performance: median(runs.map((r) => r.performance)), run };
}

/** The medians of a route's visits; undefined when no pair of visits worked. */
export function summarizeVisits(visits: RouteVisits): RouteVisitSummary | undefined {
  const firsts = visits.pairs.map((pair) => pair.first);
  const first = summarize(firsts);
  const again = summarize(visits.pairs.map((pair) => pair.return));
  if (!first || !again) return undefined;
  const all = visits.pairs.flatMap((pair) => [pair.first, pair.return]);
  return {
    first,
    return: again,
    accessibility: median(firsts.map((r) => r.accessibility ?? NaN)),
    bestPractices: median(firsts.map((r) => r.bestPractices ?? NaN)),
    failing: [...new Set(firsts.flatMap((r) => r.failing))],
    warnings: [...new Set(all.flatMap((r) => r.warnings))],
  };
}
