import type { SandboxOptions } from './app.ts';
import { DEFAULT_DB_PATH } from './db/connection.ts';
import { SERVICE_MOUNTS } from '../src/api/contract.ts';
import { parsePayoutAuth } from '../src/config/payout-auth.ts';

/** The sandbox's paths beside the app: the services' mounts, the hosted payment page, its controls. */
export const SANDBOX_PATHS: readonly string[] = [...Object.values(SERVICE_MOUNTS), '/pay', '/__sandbox'];

/**
 * The sandbox as `npm start`, `npm run dev` and `npm run serve:nginx` run it: SANDBOX_DB
 * (.sandbox/sandbox.db, or :memory:), SANDBOX_FIXED_OTP, SANDBOX_STRICT (1: answers carry only the
 * spec's fields), SANDBOX_UI_API_KEY, SANDBOX_PAYOUT_AUTH ('bearer' or 'basic') with
 * SANDBOX_PAYOUT_CREDENTIAL ('user:password', for basic); its log on the console.
 */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  return {
    dbPath: env.SANDBOX_DB ?? DEFAULT_DB_PATH,
    fixedOtp: env.SANDBOX_FIXED_OTP || undefined,
    strict: env.SANDBOX_STRICT === '1',
    uiApiKey: env.SANDBOX_UI_API_KEY || undefined,
    payoutAuth: parsePayoutAuth(env.SANDBOX_PAYOUT_AUTH || 'bearer', env.SANDBOX_PAYOUT_CREDENTIAL ?? ''),
    log: (line) => console.log(line),
  };
}
