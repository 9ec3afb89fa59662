import { Hono } from 'hono';
import { openDatabase, type Db } from './db/connection.ts';
import { seedIfEmpty } from './db/seed.ts';
import { seededMemoryCopy } from './db/seeded-copy.ts';
import { PASSWORD_COST } from './lib/password.ts';
import type { SandboxDeps, SandboxEnv } from './lib/context.ts';
import { FaultTable, faultInjection } from './lib/faults.ts';
import { fixedCode, randomCode } from './lib/otp.ts';
import { UI_OPTIONS } from './data/ui-options.ts';
import { NO_VARIANCE, type Variance } from './variance.ts';
import { adminRoutes } from './admin.ts';
import { portalApi } from './portal/index.ts';
import { identityApi } from './identity/index.ts';
import { payoutApi } from './payout/index.ts';
import { paymentPages } from './pages/payment-page.ts';
import { SERVICE_MOUNTS } from '../src/api/contract.ts';
import type { PayoutAuth } from '../src/config/payout-auth.ts';

export const DEFAULT_UI_API_KEY = 'sandbox-ui-key';

export interface SandboxOptions {
  /** An open database; otherwise one is opened at `dbPath` (`:memory:` for tests). */
  db?: Db;
  dbPath?: string;
  now?: () => Date;
  /** A fixed one-time code for demos (SANDBOX_FIXED_OTP); random codes otherwise. */
  fixedOtp?: string;
  uiApiKey?: string;
  /**
   * Strict-contract mode (SANDBOX_STRICT=1): every successful answer carries only what the spec
   * says the call returns (sandbox/strict/), so the app is tested against a real server's minimum.
   */
  strict?: boolean;
  /**
   * How the payout partner authenticates (SANDBOX_PAYOUT_AUTH, SANDBOX_PAYOUT_CREDENTIAL): the
   * user's bearer token through the portal host (the default), or basic with a credential, as the
   * app's VITE_PAYOUT_AUTH says.
   */
  payoutAuth?: PayoutAuth;
  /** Contract variance (tests only, sandbox/variance.ts): off unless set here or by a control call. */
  variance?: Partial<Variance>;
  /**
   * scrypt's cost for the demo accounts' password: cheap in the tests' sandboxes, so a test's
   * sign-in costs no real key stretching. Never set by `npm start` (Node's default cost).
   */
  passwordCost?: number;
  log?: (line: string) => void;
}

export interface Sandbox {
  app: Hono<SandboxEnv>;
  deps: SandboxDeps;
  faults: FaultTable;
}

/** The stand-in for the portal API, identity service, payout partner and hosted payment page. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? (() => new Date());
  const fixed = options.fixedOtp;
  const path = options.dbPath ?? ':memory:';
  // In memory (tests): a copy of a seeded image (one made for a fixed clock's very time when the
  // test sets one); otherwise seeded in place.
  const cost = options.passwordCost ?? PASSWORD_COST;
  const db =
    options.db ??
    (path === ':memory:'
      ? seededMemoryCopy(now(), cost, { exact: options.now !== undefined })
      : openDatabase(path));
  seedIfEmpty(db, now(), cost);
  const deps: SandboxDeps = {
    db,
    now,
    otpCode: (digits) => (fixed ? fixedCode(fixed, digits) : randomCode(digits)),
    uiApiKey: options.uiApiKey ?? DEFAULT_UI_API_KEY,
    uiOptions: UI_OPTIONS,
    strict: options.strict ?? false,
    variance: { ...NO_VARIANCE, ...options.variance },
    payoutAuth: options.payoutAuth ?? { scheme: 'bearer' },
    passwordCost: cost,
    log: options.log ?? (() => {}),
  };
  const faults = new FaultTable();
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', faultInjection(faults));
  app.onError((error, c) => {
    deps.log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return c.json({ status: 'FAIL', result: { message: 'Server error.' } }, 500);
  });

  app.route('/__sandbox', adminRoutes(faults));
  app.route(SERVICE_MOUNTS.portal, portalApi());
  app.route(SERVICE_MOUNTS.identity, identityApi());
  app.route(SERVICE_MOUNTS.payout, payoutApi());
  app.route('/pay', paymentPages());

  return { app, deps, faults };
}
