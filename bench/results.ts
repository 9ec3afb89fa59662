import type { RouteLoads } from './page-loads.ts';
import type { TypingRun } from './inp.ts';
import type { BenchRoute } from './routes.ts';
import type { VisitPair } from './visits.ts';
import type { WarmReloadFigure } from './warm-reload.ts';

/** A measurement of a route that failed, and why. */
export interface RouteFailure {
  path: string;
  error: string;
}

/** Lighthouse's visits of one route: `runs` pairs asked for, the ones that worked. */
export interface RouteVisits {
  route: BenchRoute;
  runs: number;
  pairs: VisitPair[];
  errors: string[];
}

/** Warm reloads of one account's list and one of its transactions. */
export interface AccountReloads {
  email: string;
  figures: WarmReloadFigure[];
  /** Why the account's reloads could not be measured. */
  error?: string;
}

/** What the sections measured (a section not run, or failed as a whole, is absent). */
export interface BenchResults {
  loads?: { loads: RouteLoads[]; failed: RouteFailure[] };
  lighthouse?: RouteVisits[];
  typing?: TypingRun[];
  warm?: AccountReloads[];
}
