/** The performance goals of issue 10 ('The bench'); the bench says PASS or FAIL against each. */
export const GOALS = {
  /** Cumulative layout shift, every route, phone and desktop, fresh and cached data. */
  clsMax: 0.05,
  /** Lighthouse mobile performance on the goal routes (first and return visit). */
  performanceMin: 95,
  accessibility: 100,
  bestPractices: 100,
  /**
   * Compressed JavaScript per route on a phone's first visit (issue 19): what the first screen
   * waits for (entry, route chunks and their static imports: bench/first-screen.ts), and all the
   * route loads until the network is quiet (Dexie or the PWA runtime loading behind it included).
   */
  firstScreenJsMaxKb: 200,
  allJsMaxKb: 300,
  /** The login screen's own budget: all its JavaScript. */
  loginBudgetKb: 160,
  /** The slowest keystroke in /send-money's amount field at 4x CPU slowdown. */
  typingMaxMs: 100,
  /** A warm reload of /transactions shows cached rows within this, the API 3 s late. */
  warmReloadMaxMs: 1000,
} as const;

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** The JavaScript budgets of a route (KB): the login screen's own for all of it, else the general ones. */
export function jsBudgetsKb(pattern: string): { firstScreen: number; all: number } {
  return {
    firstScreen: GOALS.firstScreenJsMaxKb,
    all: pattern === '/' ? GOALS.loginBudgetKb : GOALS.allJsMaxKb,
  };
}

/** Whether a route's JavaScript (gzipped bytes) keeps within both its budgets. */
export function withinJsBudgets(
  pattern: string,
  js: { firstScreenBytes: number; allBytes: number },
): boolean {
  const budgets = jsBudgetsKb(pattern);
  return js.firstScreenBytes <= budgets.firstScreen * 1024 && js.allBytes <= budgets.all * 1024;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const clsText = (cls: number) => (Number.isFinite(cls) ? cls.toFixed(3) : '-');
