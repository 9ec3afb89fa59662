import type { Db } from '../db/connection.ts';
import type { UiOptions } from '../../src/api/contract.ts';
import type { PayoutAuth } from '../../src/config/payout-auth.ts';
import type { UserRow } from './users.ts';
import type { Variance } from '../variance.ts';

/** What every sandbox handler can reach. */
export interface SandboxDeps {
  db: Db;
  now: () => Date;
  /** Codes for SMS: random unless a fixed code is configured. */
  otpCode: (digits: number) => string;
  uiApiKey: string;
  uiOptions: UiOptions;
  /** Strict-contract mode: successful answers are pruned to the spec's fields. */
  strict: boolean;
  /** Contract variance (tests): answers within the spec but unlike the defaults (variance.ts). */
  variance: Variance;
  /** How the payout partner authenticates its callers: the user's bearer token, or basic. */
  payoutAuth: PayoutAuth;
  /** scrypt's cost for the demo password when the data is seeded again (reset). */
  passwordCost: number;
  log: (line: string) => void;
}

export interface SandboxEnv {
  Variables: {
    deps: SandboxDeps;
    user: UserRow;
  };
}
