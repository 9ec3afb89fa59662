/** The performance goals of issue 10 ('The bench'); the bench says PASS or FAIL against each. */
export const GOALS = {
  /** Cumulative layout shift, every route, phone and desktop, fresh and cached data. */
  clsMax: 0.05,
  /** Lighthouse mobile performance on the goal routes (first and return visit). */
  performanceMin: 95,
  accessibility: 100,
  bestPractices: 100,
  /** Compressed JavaScript a route loads on a phone's first visit. */
  jsMaxKb: 200,
  /** The login screen's own budget. */
  loginBudgetKb: 150,
  /** The slowest keystroke in /send-money's amount field at 4x CPU slowdown. */
  typingMaxMs: 100,
  /** A warm reload of /transactions shows cached rows within this, the API 3 s late. */
  warmReloadMaxMs: 1000,
} as const;

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** The JavaScript budget of a route (KB): the login screen's own, else the general one. */
export const jsBudgetKb = (pattern: string) => (pattern === '/' ? GOALS.loginBudgetKb : GOALS.jsMaxKb);

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const clsText = (cls: number) => (Number.isFinite(cls) ? cls.toFixed(3) : '-');
