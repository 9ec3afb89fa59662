import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';
import { requirePayoutAuth } from '../lib/auth.ts';
import { typedRoutes } from '../lib/typed-routes.ts';
import type { PayoutCalls } from '../../src/api/contract.ts';
import { registerOptionsRoutes } from './options-routes.ts';
import { registerVerifyRoutes } from './verify-routes.ts';

/**
 * The payout partner: reached through the portal host with the user's bearer token (DESIGN.md:
 * no partner credential in the app), or, configured so, with basic auth (the spec's scheme).
 */
export function payoutApi(): Hono<SandboxEnv> {
  const payout = new Hono<SandboxEnv>();
  payout.use('*', requirePayoutAuth);
  const on = typedRoutes<PayoutCalls>(payout, 'payout');
  registerOptionsRoutes(on);
  registerVerifyRoutes(on);
  // Last, so it only catches what no route above matched (a mounted app's notFound is not used).
  payout.all('*', (c) => c.json({ message: 'Not found.' }, 404));
  return payout;
}
