import type { Result } from 'lighthouse';

/** The scores (0-100, null when not asked for) and lab metrics of one Lighthouse run. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the run ended (after redirects). */
  finalPath: string;
  /** Lighthouse's measure of this machine's CPU speed (its simulation scales from it). */
  benchmarkIndex: number;
  /** Failing audits of the accessibility and best-practices categories, for the report. */
  failing: string[];
  /** Lighthouse's own warnings and errors about the run (e.g. no LCP), when any. */
  warnings: string[];
}

const SCORED = ['accessibility', 'best-practices'];

/** What the bench keeps of a Lighthouse result. */
export function figuresOf(lhr: Result): LighthouseFigures {
  const { categories, audits } = lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return value === undefined ? null : Math.round((value ?? 0) * 100);
  };
  const failing = SCORED.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title ?? ''})`),
  );
  return {
    performance: score('performance') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    warnings: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
  };
}
